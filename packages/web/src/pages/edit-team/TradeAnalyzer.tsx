import {
  formatPoints,
  PLAYER_SEARCH,
  type Player,
  rosterOf,
  rosterPlayers,
  signedPoints,
  type Team,
  TRADE_SIDE_MAX,
  type TradeEffect,
  type TradeResponse,
} from '@lineup-lab/core';
import { useId, useState } from 'react';
import { messageOf } from '../../api/error-message.js';
import { usePlayerSearch } from './queries.js';
import { useDebouncedValue } from './use-debounced-value.js';
import { useTradeAnalysis } from './waivers-queries.js';

/** A player chosen to receive, as the search found him. */
type Picked = Pick<Player, '_id' | 'playerName' | 'position' | 'teamName'>;

export interface TradeAnalyzerProps {
  teamName: string;
  team: Team;
}

/** A band as the analysis shows it: "band -42.7 to +57.9". */
const bandText = (band: { floor: number; ceiling: number }) =>
  `band ${signedPoints(band.floor)} to ${signedPoints(band.ceiling)}`;

/** A team's optimal lineups before and after, as one line. */
function effectText(effect: TradeEffect): string {
  const drops =
    effect.drops.length > 0 ? `; releases ${effect.drops.map((p) => p.playerName).join(', ')}` : '';
  return `${formatPoints(effect.before)} → ${formatPoints(effect.after)}: ${signedPoints(effect.change.median)} (${bandText(effect.change)})${drops}`;
}

/** One side's players with their rest-of-season medians, and the side's total with its band. */
function sideText(side: TradeResponse['give']): string {
  const players = side.players.map((p) => `${p.playerName} ${formatPoints(p.season.median)}`).join(', ');
  return `${players} — ${formatPoints(side.total.median)} (${formatPoints(side.total.floor)}–${formatPoints(side.total.ceiling)})`;
}

/**
 * The trade analyzer (pro and exempt): up to three of the team's players to give and three others
 * to get (found by name), then what the trade does over the weeks left: each side's rest-of-season
 * value, the change to the team's optimal lineups with its band (and the other team's, for an
 * imported league) and the verdict. Nothing on the team changes.
 */
export function TradeAnalyzer({ teamName, team }: TradeAnalyzerProps) {
  const searchId = useId();
  const [give, setGive] = useState<string[]>([]);
  const [get, setGet] = useState<Picked[]>([]);
  const [text, setText] = useState('');
  const query = useDebouncedValue(text, PLAYER_SEARCH.debounceMs);
  const players = rosterPlayers(rosterOf(team));
  const onTeam = new Set(players.map((p) => p._id));
  const search = usePlayerSearch({ text: query, position: null, teamName, week: null, available: false });
  const found = query.trim().length >= PLAYER_SEARCH.minChars ? (search.data?.players ?? []) : [];
  const analysis = useTradeAnalysis(teamName);
  const changed = (next: () => void) => {
    analysis.reset();
    next();
  };
  const toggleGive = (id: string) =>
    changed(() => setGive((now) => (now.includes(id) ? now.filter((each) => each !== id) : [...now, id])));
  return (
    <>
      <p className="pro-panel-intro muted">
        What a trade does to your optimal lineups over the rest of the season, with its range of outcomes.
      </p>
      <fieldset className="trade-side">
        <legend>You give (up to {TRADE_SIDE_MAX})</legend>
        {players.map((player) => (
          <label key={player._id} className="trade-choice">
            <input
              type="checkbox"
              checked={give.includes(player._id)}
              disabled={!give.includes(player._id) && give.length >= TRADE_SIDE_MAX}
              onChange={() => toggleGive(player._id)}
            />{' '}
            {player.playerName} ({player.position})
          </label>
        ))}
      </fieldset>
      <fieldset className="trade-side">
        <legend>You get (up to {TRADE_SIDE_MAX})</legend>
        {get.length > 0 && (
          <ul aria-label="Players you get">
            {get.map((player) => (
              <li key={player._id}>
                {player.playerName} ({player.position}, {player.teamName}){' '}
                <button
                  type="button"
                  className="button button-small"
                  onClick={() =>
                    changed(() => setGet((now) => now.filter((each) => each._id !== player._id)))
                  }
                >
                  Remove<span className="visually-hidden"> {player.playerName}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <label htmlFor={searchId}>Find a player</label>
        <input
          id={searchId}
          type="search"
          value={text}
          onChange={(event) => setText(event.target.value)}
          disabled={get.length >= TRADE_SIDE_MAX}
        />
        <ul aria-label="Players found">
          {found
            .filter((player) => !onTeam.has(player._id) && !get.some((each) => each._id === player._id))
            .slice(0, 5)
            .map((player) => (
              <li key={player._id}>
                {player.playerName} ({player.position}, {player.teamName}){' '}
                <button
                  type="button"
                  className="button button-small"
                  disabled={get.length >= TRADE_SIDE_MAX}
                  onClick={() => changed(() => setGet((now) => [...now, player]))}
                >
                  Get<span className="visually-hidden"> {player.playerName}</span>
                </button>
              </li>
            ))}
        </ul>
      </fieldset>
      <div className="pro-panel-actions">
        <button
          type="button"
          className="button button-primary button-small"
          disabled={give.length === 0 || get.length === 0 || analysis.isPending}
          onClick={() => analysis.mutate({ give, get: get.map((player) => player._id) })}
        >
          {analysis.isPending ? 'Analyzing…' : 'Analyze trade'}
        </button>
      </div>
      {analysis.isError && (
        <p className="notice notice-error" role="alert">
          {messageOf(analysis.error, 'The trade could not be analyzed. Please try again.')}
        </p>
      )}
      {analysis.data && <TradeAnswer trade={analysis.data} />}
    </>
  );
}

function TradeAnswer({ trade }: { trade: TradeResponse }) {
  return (
    <div className="advice" role="status">
      <p className={`trade-verdict trade-${trade.verdict}`}>
        <strong>{trade.verdict === 'helps' ? 'Helps' : trade.verdict === 'hurts' ? 'Hurts' : 'Even'}</strong>:{' '}
        {trade.summary}
      </p>
      <dl className="scenario-compare">
        <div>
          <dt>You give</dt>
          <dd>{sideText(trade.give)}</dd>
        </div>
        <div>
          <dt>You get</dt>
          <dd>{sideText(trade.get)}</dd>
        </div>
        <div>
          <dt>Your optimal lineups</dt>
          <dd>{effectText(trade.team)}</dd>
        </div>
        {trade.otherTeam && (
          <div>
            <dt>{trade.otherTeam.name}</dt>
            <dd>{effectText(trade.otherTeam.effect)}</dd>
          </div>
        )}
      </dl>
      {trade.otherTeamNote && <p className="muted">{trade.otherTeamNote}</p>}
    </div>
  );
}
