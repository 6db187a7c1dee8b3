import { formatPoints } from '@lineup-lab/core';
import { matchupText, type PlayerLine } from './editor-model.js';
import { InjuryBadge } from './InjuryBadge.js';

/** NFL team, matchup ('@ BUF' / 'vs BUF', game time) or BYE, and the injury badge. */
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
            <>
              {' · '}
              <time dateTime={line.matchup.kickoff.iso}>{line.matchup.kickoff.text}</time>
            </>
          )}
        </span>
      ) : (
        !line.loading && <span className="muted">Matchup TBD</span>
      )}
      <InjuryBadge line={line} />
    </p>
  );
}

function figure(line: PlayerLine, value: number | null | undefined): string {
  return line.loading ? '…' : formatPoints(value);
}

/** The week's three projections (1 decimal or 'N/A'), and a note when the player counts 0. */
export function ProjectionFigures({ line }: { line: PlayerLine }) {
  const { projections } = line;
  const zeroReason = line.out ? 'out' : line.matchup.kind === 'bye' ? 'on a bye' : null;
  return (
    <div className="projections">
      <dl className="projection-figures" aria-busy={line.loading}>
        <div>
          <dt>Conservative</dt>
          <dd>{figure(line, projections?.conservative)}</dd>
        </div>
        <div className="projection-median">
          <dt>Median</dt>
          <dd>{figure(line, projections?.median)}</dd>
        </div>
        <div>
          <dt>Aggressive</dt>
          <dd>{figure(line, projections?.aggressive)}</dd>
        </div>
      </dl>
      {zeroReason && <p className="counts-zero">Counts 0 points ({zeroReason})</p>}
    </div>
  );
}
