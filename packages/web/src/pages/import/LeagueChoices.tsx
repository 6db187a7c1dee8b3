import {
  type LeagueChoice,
  type LeagueRef,
  type RostersResponse,
  SCORING_FORMAT_LABELS,
} from '@lineup-lab/core';
import { useMutation } from '@tanstack/react-query';
import { api } from '../../api/client.js';
import { failureOf, StepError, upgradeOn } from './ImportWizard.js';
import { IMPORT_VIEW_MESSAGES, leagueRefOf, leagueStatusLabel, teamCount } from './import-view.js';

/**
 * A host's leagues (Sleeper's for a username, Yahoo's for the connected account), each with its
 * size, scoring and status; one already imported cannot be chosen again. Choosing one loads its
 * teams (`POST /api/import/rosters`) and calls `onChosen` with how it was asked for and the answer.
 */
export function LeagueChoices({
  leagues,
  onChosen,
  onUpgrade,
}: {
  leagues: readonly LeagueChoice[];
  onChosen: (ref: LeagueRef, rosters: RostersResponse) => void;
  onUpgrade: (message: string) => void;
}) {
  const choose = useMutation({
    mutationFn: (league: LeagueChoice) => api.leagues.rosters(leagueRefOf(league)),
    onSuccess: (rosters, league) => onChosen(leagueRefOf(league), rosters),
    onError: upgradeOn(onUpgrade, IMPORT_VIEW_MESSAGES.rostersFailed),
  });
  return (
    <>
      <ul className="import-choices">
        {leagues.map((league) => (
          <li key={league.leagueId} className="import-choice">
            <div>
              <p className="import-choice-name">{league.name}</p>
              <p className="muted import-choice-facts">
                {teamCount(league.size)} · {SCORING_FORMAT_LABELS[league.scoringType]} ·{' '}
                {leagueStatusLabel(league.status)}
              </p>
            </div>
            {league.alreadyImported ? (
              <button
                type="button"
                className="button button-small"
                disabled
                aria-label={`Already imported: ${league.name}`}
              >
                Already imported
              </button>
            ) : (
              <button
                type="button"
                className="button button-small button-primary"
                disabled={choose.isPending}
                aria-label={`Choose ${league.name}`}
                onClick={() => choose.mutate(league)}
              >
                {choose.isPending && choose.variables?.leagueId === league.leagueId ? 'Loading…' : 'Choose'}
              </button>
            )}
          </li>
        ))}
      </ul>
      <StepError failure={failureOf(choose.error, IMPORT_VIEW_MESSAGES.rostersFailed)} />
    </>
  );
}
