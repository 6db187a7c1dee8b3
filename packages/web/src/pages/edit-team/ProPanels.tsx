import {
  type GameTimeOptions,
  may,
  type Player,
  type ProjectionMode,
  type SubscriptionStatus,
  type Team,
} from '@lineup-lab/core';
import { UpgradePanel } from '../../components/UpgradePanel.js';
import { AdvisorPanel } from './AdvisorPanel.js';
import { HistoryPanel } from './HistoryPanel.js';
import { ScenariosPanel } from './ScenariosPanel.js';
import './scenarios-and-advisor.css';

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
}

/**
 * Where the editor offers what-if scenarios, the AI advisor (spec §2) and the team's 30-day history:
 * the panels for the tiers that may use them (pro and exempt, by core's `may`), the upgrade banners
 * for free users.
 */
export function ProPanels({ subscription, ...editor }: ProPanelsProps) {
  if (!subscription) return null;
  const scenarios = may(subscription, 'useScenarios').allowed;
  const advisor = may(subscription, 'useAdvisor').allowed;
  const history = may(subscription, 'useHistory').allowed;
  const { teamName, team, week, mode, predicted, currentTotal, pointsOf, busy, timeDisplay } = editor;
  return (
    <>
      {scenarios && (
        <ScenariosPanel
          teamName={teamName}
          teamVersion={team.version}
          week={week}
          mode={mode}
          currentTotal={currentTotal}
          predicted={predicted}
          busy={busy}
          timeDisplay={timeDisplay}
        />
      )}
      {advisor && (
        <AdvisorPanel
          teamName={teamName}
          team={team}
          pointsOf={pointsOf}
          week={week}
          mode={mode}
          timeDisplay={timeDisplay}
        />
      )}
      {!scenarios && !advisor && (
        <UpgradePanel title="What-if scenarios and AI advisor">
          <p>Save what-if scenarios and ask the AI lineup advisor with Pro.</p>
        </UpgradePanel>
      )}
      {history ? (
        <HistoryPanel
          teamName={teamName}
          teamVersion={team.version}
          week={week}
          mode={mode}
          predicted={predicted}
          busy={busy}
          timeDisplay={timeDisplay}
        />
      ) : (
        <UpgradePanel title="30-day history">
          <p>Keep every version of your lineup for 30 days and restore any of them in one click with Pro.</p>
        </UpgradePanel>
      )}
    </>
  );
}
