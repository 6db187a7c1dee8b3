import { formatPoints } from '@lineup-lab/core';
import { matchupText, type PlayerLine } from './editor-model.js';
import { BAND_LABELS, LOCKED_LABEL, RANK_TITLE } from './game-day-view.js';
import { InjuryBadge } from './InjuryBadge.js';

/**
 * NFL team, matchup ('@ BUF' / 'vs BUF', game time, the opponent's rank against the position and the
 * model's label) or BYE, the lock once his game has kicked off, and the injury badge.
 */
export function PlayerMeta({ line }: { line: PlayerLine }) {
  const matchup = matchupText(line.matchup);
  return (
    <p className="player-meta">
      <span>
        {line.player.position} · {line.player.teamName || 'Free agent'}
      </span>
      {line.matchup.kind === 'bye' ? (
        <span className="badge badge-bye">BYE</span>
      ) : matchup ? (
        <span>
          {matchup}
          {line.matchup.kind === 'game' && line.matchup.kickoff && (
            <span className="kickoff">
              {' · '}
              <time dateTime={line.matchup.kickoff.iso}>{line.matchup.kickoff.text}</time>
            </span>
          )}
          {line.rank && (
            <>
              {' · '}
              <span className="matchup-rank" title={RANK_TITLE}>
                {line.rank}
              </span>
            </>
          )}
        </span>
      ) : (
        !line.loading && <span className="muted">Matchup TBD</span>
      )}
      {line.locked && <LockBadge line={line} />}
      <InjuryBadge line={line} />
    </p>
  );
}

/** The lock of a player whose game has kicked off, his kickoff (viewer's zone) as its tooltip. */
function LockBadge({ line }: { line: PlayerLine }) {
  const kickoff = line.matchup.kind === 'game' ? line.matchup.kickoff : null;
  return (
    <span
      className="badge badge-lock"
      role="img"
      aria-label={LOCKED_LABEL}
      title={kickoff ? `${LOCKED_LABEL} (kickoff ${kickoff.text})` : LOCKED_LABEL}
    >
      <svg aria-hidden="true" className="lock-icon" viewBox="0 0 16 16" width="12" height="12">
        <path
          fill="currentColor"
          d="M4 7V5a4 4 0 1 1 8 0v2h1a1 1 0 0 1 1 1v7a1 1 0 0 1-1 1H3a1 1 0 0 1-1-1V8a1 1 0 0 1 1-1h1Zm2 0h4V5a2 2 0 1 0-4 0v2Z"
        />
      </svg>{' '}
      <span aria-hidden="true">Locked</span>
    </span>
  );
}

/** His game's final points and band chip, or that it is in progress; nothing before kickoff. */
function GameResult({ line }: { line: PlayerLine }) {
  const { game } = line;
  if (!game) return null;
  if (game.kind === 'in-progress') return <p className="game-result game-in-progress">{game.text}</p>;
  return (
    <p className="game-result game-final">
      <strong>{game.text}</strong>
      {game.band && <span className={`badge band-chip band-${game.band}`}>{BAND_LABELS[game.band]}</span>}
    </p>
  );
}

function figure(line: PlayerLine, value: number | null | undefined): string {
  return line.loading ? '…' : formatPoints(value);
}

/**
 * The week's three projections as they count (1 decimal or 'N/A'; 0 when out or on a bye, as the
 * totals count them), his game's result once it has one, and a note when the player counts 0.
 */
export function ProjectionFigures({ line }: { line: PlayerLine }) {
  const { projections } = line;
  const zeroReason = line.out ? 'out' : line.matchup.kind === 'bye' ? 'on a bye' : null;
  return (
    <div className="projections">
      <dl className="projection-figures" aria-busy={line.loading}>
        <div>
          <dt>
            <span aria-hidden="true">Cons</span>
            <span className="visually-hidden">Conservative</span>
          </dt>
          <dd>{figure(line, projections?.conservative)}</dd>
        </div>
        <div className="projection-median">
          <dt>
            <span aria-hidden="true">Med</span>
            <span className="visually-hidden">Median</span>
          </dt>
          <dd>{figure(line, projections?.median)}</dd>
        </div>
        <div>
          <dt>
            <span aria-hidden="true">Aggr</span>
            <span className="visually-hidden">Aggressive</span>
          </dt>
          <dd>{figure(line, projections?.aggressive)}</dd>
        </div>
      </dl>
      {zeroReason && <p className="counts-zero">Counts 0 points ({zeroReason})</p>}
      <GameResult line={line} />
    </div>
  );
}
