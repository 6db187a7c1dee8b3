import { type Position, signedPoints, type WaiverPick, type WaiversResponse } from '@lineup-lab/core';
import { useId, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { PanelLoadError } from './PanelLoadError.js';
import { useWaiversQuery } from './waivers-queries.js';

/** The positions the list may keep to ('' is every position). */
const POSITION_CHOICES: ReadonlyArray<Position> = ['QB', 'RB', 'WR', 'TE', 'K', 'D/ST'];

export interface WaiverAssistantProps {
  teamName: string;
  /** The team's version shown: the list is worked out again whenever it changes. */
  teamVersion: number;
}

/** The weeks a season gain sums over, as the list says them: "weeks 6–17", or "week 17". */
function weeksText(list: Pick<WaiversResponse, 'weeks' | 'week'>): string {
  const [first] = list.weeks;
  const last = list.weeks.at(-1);
  if (first === undefined || last === undefined) return `week ${list.week}`;
  return first === last ? `week ${first}` : `weeks ${first}–${last}`;
}

/** Where the free agents come from, in a sentence. */
function poolText(list: Pick<WaiversResponse, 'pool'>): string {
  return list.pool.kind === 'league'
    ? `Free agents of ${list.pool.leagueName} at its last sync.`
    : 'Every player of the catalogue not on this team (it is not imported from a league).';
}

/**
 * The waiver assistant (pro and exempt): the free agents who add most to the team's optimal
 * lineups, this week and summed over the weeks left, each with the player to drop (never one whose
 * game has started) and the reason in one line; kept to one position on request. The list is
 * worked out when asked for (Find pickups), then again after every change to the team.
 */
export function WaiverAssistant({ teamName, teamVersion }: WaiverAssistantProps) {
  const positionId = useId();
  const [asked, setAsked] = useState(false);
  const [position, setPosition] = useState<Position | null>(null);
  const list = useWaiversQuery(teamName, position, teamVersion, asked);
  return (
    <>
      <p className="pro-panel-intro muted">
        The free agents who add most to your optimal lineups, this week and over the rest of the season, with
        the player to drop.
      </p>
      <div className="pro-panel-actions">
        <label htmlFor={positionId}>Position</label>
        <select
          id={positionId}
          value={position ?? ''}
          onChange={(event) => setPosition((event.target.value || null) as Position | null)}
        >
          <option value="">All</option>
          {POSITION_CHOICES.map((choice) => (
            <option key={choice} value={choice}>
              {choice}
            </option>
          ))}
        </select>
        {!asked && (
          <button type="button" className="button button-small" onClick={() => setAsked(true)}>
            Find pickups
          </button>
        )}
      </div>
      {!asked ? null : list.isError && !list.data ? (
        <PanelLoadError
          message={messageOf(list.error, 'The waiver list could not be worked out. Please try again.')}
          onRetry={() => void list.refetch()}
          retrying={list.isFetching}
        />
      ) : !list.data ? (
        <p className="muted scenario-list-note" role="status">
          Weighing the free agents…
        </p>
      ) : (
        <WaiverList list={list.data} />
      )}
    </>
  );
}

function WaiverList({ list }: { list: WaiversResponse }) {
  if (list.picks.length === 0) {
    return (
      <p className="muted scenario-list-note" role="status">
        {poolText(list)} None to pick up.
      </p>
    );
  }
  return (
    <>
      <p className="muted scenario-list-note">{poolText(list)}</p>
      <ol className="scenario-list waiver-list" aria-label="Best pickups">
        {list.picks.map((pick) => (
          <WaiverItem key={pick.player._id} pick={pick} list={list} />
        ))}
      </ol>
    </>
  );
}

function WaiverItem({ pick, list }: { pick: WaiverPick; list: WaiversResponse }) {
  const titleId = useId();
  const { player } = pick;
  return (
    <li className="scenario" aria-labelledby={titleId}>
      <h3 id={titleId} className="scenario-name">
        {player.playerName}{' '}
        <span className="muted">
          ({player.position}, {player.teamName})
        </span>
      </h3>
      <dl className="scenario-compare">
        <div>
          <dt>Week {list.week}</dt>
          <dd>{pick.joinsAfterThisWeek ? 'game started' : signedPoints(pick.week.gain)}</dd>
        </div>
        <div>
          <dt>{weeksText(list)}</dt>
          <dd>{signedPoints(pick.season.gain)}</dd>
        </div>
        <div>
          <dt>Drop</dt>
          <dd>{pick.drop ? pick.drop.playerName : 'No one'}</dd>
        </div>
      </dl>
      <p className="scenario-description">{pick.reason}</p>
    </li>
  );
}
