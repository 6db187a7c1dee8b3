import { isSearchable, PLAYER_SEARCH, type Player, VALIDATION_MESSAGES } from '@lineup-lab/core';
import { type Ref, useId, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { usePlayerSearch } from './queries.js';
import { useDebouncedValue } from './use-debounced-value.js';

export interface PlayerSearchProps {
  /** Players already on the team (shown, not addable). */
  playerIds: ReadonlySet<string>;
  benchFull: boolean;
  busy: boolean;
  onAdd: (player: Player) => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Player search (spec §5): no search below 2 characters (with the hint), 300 ms after the last
 * keystroke, up to 20 results; each result is a button that adds the player to the bench.
 */
export function PlayerSearch({ playerIds, benchFull, busy, onAdd, inputRef }: PlayerSearchProps) {
  const inputId = useId();
  const hintId = useId();
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, PLAYER_SEARCH.debounceMs);
  const searchable = isSearchable(query);
  const search = usePlayerSearch(query);
  const players = searchable ? (search.data?.players ?? []) : [];
  const waiting = isSearchable(text) && (text !== query || search.isFetching);

  let status: string;
  if (!isSearchable(text)) status = VALIDATION_MESSAGES.searchTooShort;
  else if (search.isError) status = messageOf(search.error, 'Search failed. Please try again.');
  else if (waiting && players.length === 0) status = 'Searching…';
  else if (players.length === 0) status = `No players match “${query.trim()}”.`;
  else
    status = `${players.length} ${players.length === 1 ? 'player' : 'players'} found${waiting ? ' (updating…)' : ''}.`;

  return (
    <div className="player-search">
      <div className="field">
        <label htmlFor={inputId}>Search players</label>
        <input
          ref={inputRef}
          id={inputId}
          type="search"
          autoComplete="off"
          spellCheck={false}
          value={text}
          onChange={(event) => setText(event.target.value)}
          aria-describedby={hintId}
          maxLength={100}
        />
        <p id={hintId} className={search.isError ? 'field-error' : 'muted search-status'} role="status">
          {status}
        </p>
      </div>
      {benchFull && players.length > 0 && (
        <p className="notice notice-warn">The bench is full: move or drop a bench player to add another.</p>
      )}
      {players.length > 0 && (
        <ul className="search-results" aria-label="Search results">
          {players.map((player) => {
            const onTeam = playerIds.has(player._id);
            return (
              <li key={player._id}>
                <button
                  type="button"
                  className="search-result"
                  disabled={busy || onTeam || benchFull}
                  onClick={() => onAdd(player)}
                >
                  <span className="visually-hidden">Add </span>
                  <span className="result-name">{player.playerName}</span>
                  <span className="result-meta">
                    {player.position} · {player.teamName || 'FA'}
                  </span>
                  <span className="result-action" aria-hidden="true">
                    {onTeam ? 'On team' : 'Add'}
                  </span>
                  {onTeam && <span className="visually-hidden"> (already on your team)</span>}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
