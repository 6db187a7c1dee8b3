import {
  type GameTimeOptions,
  may,
  type Player,
  type ProjectionMode,
  type SubscriptionStatus,
  type Team,
} from '@lineup-lab/core';
import { Suspense } from 'react';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { AdvisorPanel } from './AdvisorPanel.js';
import { HistoryPanel, ScenariosPanel, WaiversAndTradesPanel } from './lazy-panels.js';
import type { AdviceChange } from './lineup-commands.js';
import type { PanelCollapse } from './PanelToggle.js';
import './scenarios-and-advisor.css';

/** The pro panels the editor can collapse. */
export type ProPanelName = 'advisor' | 'scenarios' | 'moves' | 'history';

export interface ProPanelsProps {
  /** The caller's subscription status; nothing shows until it is known. */
  subscription: SubscriptionStatus | undefined;
  teamName: string;
  team: Team;
  /** The week the editor shows. */
  week: number | null;
  /** The mode the week's numbers are in (the team's own): scenarios' totals and the advisor's default. */
  mode: ProjectionMode;
  predicted: boolean;
  /** The current lineup's total that week in `mode`; `null` while it loads. */
  currentTotal: number | null;
  pointsOf: (player: Player) => number | null;
  /** A lineup change is on its way. */
  busy: boolean;
  timeDisplay?: GameTimeOptions;
  /** Each panel's open state and toggle (absent: always open). */
  collapse?: Partial<Record<ProPanelName, PanelCollapse>>;
  /** Applies the advisor's suggested change through the editor's lineup calls. */
  onApply?: (change: AdviceChange, done: () => void) => void;
}

/** Which pro panels the subscription opens (core's `may`: pro and exempt); `null` until it is known. */
export function proPanelsOf(
  subscription: SubscriptionStatus | undefined,
): Record<ProPanelName, boolean> | null {
  if (!subscription) return null;
  return {
    scenarios: may(subscription, 'useScenarios').allowed,
    advisor: may(subscription, 'useAdvisor').allowed,
    moves: may(subscription, 'useWaivers').allowed && may(subscription, 'useTrades').allowed,
    history: may(subscription, 'useHistory').allowed,
  };
}

/**
 * The AI advisor (spec §2) for the tiers that may use it; the editor puts it near the top, so that
 * it and its answer show without scrolling past the roster.
 */
export function ProAdvisor({ subscription, collapse, onApply, ...editor }: ProPanelsProps) {
  if (!proPanelsOf(subscription)?.advisor) return null;
  const { teamName, team, week, mode, pointsOf, busy, timeDisplay } = editor;
  return (
    <AdvisorPanel
      teamName={teamName}
      team={team}
      pointsOf={pointsOf}
      week={week}
      mode={mode}
      timeDisplay={timeDisplay}
      collapse={collapse?.advisor}
      onApply={onApply}
      busy={busy}
    />
  );
}

/**
 * Where the editor offers what-if scenarios, waivers and trades, and the team's 30-day history: the
 * panels for the tiers that may use them (pro and exempt, by core's `may`), the upgrade banners for free users
 * (the advisor's banner is shared with the scenarios': 'What-if scenarios and AI advisor'). The
 * panels' code loads on their first render (`lazy-panels.ts`); until it has come they show nothing.
 */
export function ProPanels({ subscription, collapse, ...editor }: ProPanelsProps) {
  const allowed = proPanelsOf(subscription);
  if (!allowed) return null;
  const { teamName, team, week, mode, predicted, currentTotal, busy, timeDisplay } = editor;
  // What the scenarios and the history panels both show the team by.
  const shown = { teamName, teamVersion: team.version, week, mode, predicted, busy, timeDisplay };
  return (
    <>
      {allowed.scenarios && (
        <Suspense fallback={null}>
          <ScenariosPanel {...shown} currentTotal={currentTotal} collapse={collapse?.scenarios} />
        </Suspense>
      )}
      {!allowed.scenarios && !allowed.advisor && (
        <UpgradePanel title="What-if scenarios and AI advisor">
          <p>Save what-if scenarios and ask the AI lineup advisor with Pro.</p>
        </UpgradePanel>
      )}
      {allowed.moves ? (
        <Suspense fallback={null}>
          <WaiversAndTradesPanel teamName={teamName} team={team} collapse={collapse?.moves} />
        </Suspense>
      ) : (
        <UpgradePanel title="Waiver assistant and trade analyzer">
          <p>
            See the best pickups with whom to drop, and what a trade does over the rest of the season, with
            Pro.
          </p>
        </UpgradePanel>
      )}
      {allowed.history ? (
        <Suspense fallback={null}>
          <HistoryPanel {...shown} collapse={collapse?.history} />
        </Suspense>
      ) : (
        <UpgradePanel title="30-day history">
          <p>Keep every version of your lineup for 30 days and restore any of them in one click with Pro.</p>
        </UpgradePanel>
      )}
    </>
  );
}
