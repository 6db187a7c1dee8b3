import { PLAYER_SEARCH, type StartingSlot } from '@lineup-lab/core';
import { type Ref, useId, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { canSearch, type SearchPosition, usePlayerSearch } from './queries.js';
import {
  canAdd,
  injuryIsOut,
  POSITION_CHOICES,
  type SearchResult,
  searchGameText,
  searchMatchupText,
  searchPointsText,
  searchStatusText,
} from './search-view.js';
import { useDebouncedValue } from './use-debounced-value.js';

export interface PlayerSearchProps {
  teamName: string;
  /** The week the editor shows: the facts are for it (`null`: the server's planning week). */
  week: number | null;
  /** The team came from a league: 'Available only' is offered. */
  imported: boolean;
  /** Players already on the team (shown as on the team, not addable). */
  playerIds: ReadonlySet<string>;
  /** The empty starting slots: a player who fits one can be added even with the bench full. */
  openSlots: readonly StartingSlot[];
  benchFull: boolean;
  busy: boolean;
  /** The position browsed (`null`: All). */
  position: SearchPosition | null;
  onPosition: (position: SearchPosition | null) => void;
  /** The empty slot being filled from here ('Fill QB'), where an add goes; `null`: where he fits. */
  target: StartingSlot | null;
  onAdd: (player: SearchResult) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Player search (spec §5, issue 28): name text (2 characters at least, 300 ms after the last
 * keystroke) and/or a position to browse by projection, for the team and week shown; 'Available
 * only' for an imported team. Each result shows the week's facts (game or bye, projection in the
 * team's mode and scoring, injury, matchup) and Add, or that he is on the team already.
 */
export function PlayerSearch(props: PlayerSearchProps) {
  const { teamName, week, imported, position, onPosition, target, inputRef } = props;
  const ids = { input: useId(), hint: useId(), position: useId(), available: useId() };
  const [text, setText] = useState('');
  const [available, setAvailable] = useState(false);
  const query = useDebouncedValue(text, PLAYER_SEARCH.debounceMs);
  const params = { text: query, position, teamName, week, available: imported && available };
  const search = usePlayerSearch(params);
  const searching = canSearch(params);
  const players = searching ? (search.data?.players ?? []) : [];
  const total = searching ? (search.data?.total ?? players.length) : 0;
  const waiting = canSearch({ text, position }) && (text !== query || search.isFetching);
  const status = searchStatusText({
    searching: canSearch({ text, position }),
    waiting,
    failure: search.isError ? messageOf(search.error, 'Search failed. Please try again.') : null,
    shown: players.length,
    total,
    text: query,
  });

  return (
    <div className="player-search">
      <div className="search-controls">
        <div className="field search-text">
          <label htmlFor={ids.input}>Search players</label>
          <input
            ref={inputRef}
            id={ids.input}
            type="search"
            autoComplete="off"
            spellCheck={false}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-describedby={ids.hint}
            maxLength={100}
          />
        </div>
        <div className="field search-position">
          <label htmlFor={ids.position}>Position</label>
          <select
            id={ids.position}
            value={position ?? ''}
            onChange={(event) => onPosition((event.target.value || null) as SearchPosition | null)}
          >
            {POSITION_CHOICES.map((choice) => (
              <option key={choice.label} value={choice.value}>
                {choice.label}
              </option>
            ))}
          </select>
        </div>
      </div>
      {imported && (
        <div className="checkbox-field">
          <input
            id={ids.available}
            type="checkbox"
            checked={available}
            onChange={(event) => setAvailable(event.target.checked)}
          />
          <label htmlFor={ids.available}>Available only</label>
        </div>
      )}
      <p id={ids.hint} className={search.isError ? 'field-error' : 'muted search-status'} role="status">
        {status}
      </p>
      {target && <p className="notice search-target">Filling {target}: the player you add starts there.</p>}
      {props.benchFull && players.length > 0 && (
        <p className="notice notice-warn">
          {props.openSlots.length > 0
            ? 'The bench is full: only players who fit an empty starting slot can be added.'
            : 'The bench is full: move or drop a bench player to add another.'}
        </p>
      )}
      {players.length > 0 && (
        <ul className="search-results" aria-label="Search results">
          {players.map((player) => (
            <SearchResultRow key={player._id} player={player} {...props} />
          ))}
        </ul>
      )}
    </div>
  );
}

/** One result: name, position, NFL team, game, projection, injury and matchup, and Add (or on the team). */
function SearchResultRow({
  player,
  playerIds,
  openSlots,
  benchFull,
  busy,
  target,
  onAdd,
}: { player: SearchResult } & PlayerSearchProps) {
  const { facts } = player;
  const onTeam = playerIds.has(player._id) || facts?.onTeam === true;
  const game = searchGameText(facts);
  const points = searchPointsText(facts);
  const matchup = searchMatchupText(facts);
  const room = target !== null || canAdd(player.position, { openSlots, benchFull });
  return (
    <li className="search-result">
      <div className="result-player">
        <span className="result-name">{player.playerName}</span>
        <span className="result-meta">
          {player.position} · {player.teamName || 'FA'}
          {game && <> · {game}</>}
        </span>
        <span className="result-facts">
          {points && <span className="result-points">{points}</span>}
          {facts?.injuryStatus && (
            <span className={injuryIsOut(facts.injuryStatus) ? 'badge badge-out' : 'badge badge-injury'}>
              {facts.injuryStatus === 'Out' ? 'OUT' : facts.injuryStatus}
            </span>
          )}
          {matchup && (
            <span className={`badge matchup-chip matchup-${facts?.matchupFavorability}`}>{matchup}</span>
          )}
        </span>
      </div>
      {onTeam ? (
        <span className="result-on-team">On team</span>
      ) : (
        <button
          type="button"
          className="button button-small button-primary result-add"
          disabled={busy || !room}
          onClick={() => onAdd(player)}
        >
          Add<span className="visually-hidden"> {player.playerName}</span>
        </button>
      )}
    </li>
  );
}
