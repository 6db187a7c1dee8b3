import type { Team } from '@lineup-lab/core';
import { useId, useState } from 'react';
import { type PanelCollapse, PanelToggle, panelClass } from './PanelToggle.js';
import { MOVES_PANEL_ID } from './panel-ids.js';
import { TradeAnalyzer } from './TradeAnalyzer.js';
import { WaiverAssistant } from './WaiverAssistant.js';

/** The panel's two tools, as its switch names them. */
const TOOLS = [
  { key: 'waivers', label: 'Waiver assistant' },
  { key: 'trade', label: 'Trade analyzer' },
] as const;

type Tool = (typeof TOOLS)[number]['key'];

export interface WaiversAndTradesPanelProps {
  teamName: string;
  team: Team;
  collapse?: PanelCollapse;
}

/**
 * The roster moves beyond this week's lineup (pro and exempt), in one panel so that a phone's
 * editor keeps one row for them while collapsed: the waiver assistant and the trade analyzer, one
 * shown at a time by a switch. Both stay mounted, so a trade being put together survives a look
 * at the pickups.
 */
export function WaiversAndTradesPanel({ teamName, team, collapse }: WaiversAndTradesPanelProps) {
  const headingId = useId();
  const [tool, setTool] = useState<Tool>('waivers');
  return (
    <section
      id={MOVES_PANEL_ID}
      className={panelClass('card pro-panel moves-panel', collapse)}
      aria-labelledby={headingId}
    >
      <div className="pro-panel-head">
        <h2 id={headingId}>Waivers and trades</h2>
        <PanelToggle collapse={collapse} title="Waivers and trades" controls={MOVES_PANEL_ID} />
      </div>
      <fieldset className="tool-switch">
        <legend className="visually-hidden">Tool</legend>
        {TOOLS.map(({ key, label }) => (
          <button
            key={key}
            type="button"
            className="button button-small"
            aria-pressed={tool === key}
            onClick={() => setTool(key)}
          >
            {label}
          </button>
        ))}
      </fieldset>
      <div hidden={tool !== 'waivers'}>
        <WaiverAssistant teamName={teamName} teamVersion={team.version} />
      </div>
      <div hidden={tool !== 'trade'}>
        <TradeAnalyzer teamName={teamName} team={team} />
      </div>
    </section>
  );
}
