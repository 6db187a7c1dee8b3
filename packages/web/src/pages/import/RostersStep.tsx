import { IMPORT_MESSAGES, type ImportPreview, type LeagueRef, type RostersResponse } from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { failureOf, StepError, StepFrame, upgradeOn } from './ImportWizard.js';
import { IMPORT_VIEW_MESSAGES, playerCount, rosterTitle } from './import-view.js';
import { READS_HOST_LEAGUE } from './queries.js';

/**
 * The step after the league, at every host: the league's teams (owner, team name, players);
 * choosing the user's own loads the preview (`POST /api/import/preview` with `leagueRef` and the
 * roster) and calls `onChosen`. A league imported already says so and offers no team.
 *
 * `leagueRef` may hold an ESPN league's cookies: they go in the request's body only, never in the
 * mutation's variables (the roster id) nor its cache once the step is gone (`gcTime: 0`).
 */
export function RostersStep({
  leagueRef,
  answer,
  onBack,
  onChosen,
  onUpgrade,
}: {
  leagueRef: LeagueRef;
  answer: RostersResponse;
  onBack: () => void;
  onChosen: (preview: ImportPreview) => void;
  onUpgrade: (message: string) => void;
}) {
  const choose = useMutation({
    meta: READS_HOST_LEAGUE,
    mutationFn: (rosterId: number) => api.leagues.preview({ ...leagueRef, rosterId }),
    onSuccess: onChosen,
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.previewFailed),
    gcTime: 0,
  });
  const imported = answer.league.alreadyImported;
  return (
    <StepFrame title={`Which team in ${answer.league.name} is yours?`}>
      {imported && <p className="notice">{IMPORT_MESSAGES.alreadyImported}</p>}
      <ul className="import-choices">
        {answer.rosters.map((roster) => (
          <li key={roster.rosterId} className="import-choice">
            <div>
              <p className="import-choice-name">{rosterTitle(roster)}</p>
              <p className="muted import-choice-facts">
                Owner: {roster.ownerName ?? 'none'} · {playerCount(roster.playerCount)}
              </p>
            </div>
            <button
              type="button"
              className="button button-small button-primary"
              disabled={imported || choose.isPending}
              aria-label={`This is my team: ${rosterTitle(roster)}`}
              onClick={() => choose.mutate(roster.rosterId)}
            >
              {choose.isPending && choose.variables === roster.rosterId ? 'Loading…' : 'This is my team'}
            </button>
          </li>
        ))}
      </ul>
      <StepError failure={failureOf(choose.error, IMPORT_VIEW_MESSAGES.previewFailed)} />
      <div className="button-row">
        <button type="button" className="button" onClick={onBack}>
          Back
        </button>
      </div>
    </StepFrame>
  );
}
