import { formatPoints } from '@lineup-lab/core';
import { useId } from 'react';
import { Modal } from '../../components/Modal.js';
import { inAndOut, type OptimizePlan, placeLabel } from './editor-model.js';

export interface OptimizeModalProps {
  plan: OptimizePlan;
  week: number;
  /** The moves are being applied. */
  busy: boolean;
  onApply: () => void;
  onClose: () => void;
}

/**
 * The optimal lineup as a preview, before anything changes: the moves in order and the gain in
 * projected points in the team's mode (the week answer's optimal lineup; players whose game has
 * kicked off stay where they are). Apply asks the server to make it the
 * lineup in one change; Cancel leaves the lineup as it was.
 */
export function OptimizeModal({ plan, week, busy, onApply, onClose }: OptimizeModalProps) {
  if (plan.moves.length === 0) {
    return (
      <Modal
        title="Your lineup is already optimal"
        description={`No bench player would add projected points in week ${week} (${formatPoints(plan.currentTotal)} points).`}
        onClose={onClose}
      >
        <div className="modal-actions">
          <button type="button" className="button button-primary" onClick={onClose} data-autofocus>
            Close
          </button>
        </div>
      </Modal>
    );
  }
  return (
    <Modal
      title="Optimize lineup"
      description={`The best lineup for week ${week} by projected ${plan.mode} points.`}
      onClose={busy ? () => {} : onClose}
    >
      <p className="optimize-gain">
        <strong>+{formatPoints(plan.gain)} points</strong>{' '}
        <span className="muted">
          ({formatPoints(plan.currentTotal)} → {formatPoints(plan.total)})
        </span>
      </p>
      <InAndOut plan={plan} />
      <ol className="optimize-moves" aria-label="Proposed moves">
        {plan.moves.map((move) => (
          <li key={`${move.playerId}-${move.from}-${move.to}`}>
            <strong>{move.playerName}</strong>: {placeLabel(move.from)} → {placeLabel(move.to)}
          </li>
        ))}
      </ol>
      <div className="modal-actions">
        <button type="button" className="button" onClick={onClose} disabled={busy} data-autofocus>
          Cancel
        </button>
        <button type="button" className="button button-primary" onClick={onApply} disabled={busy}>
          {busy ? 'Applying…' : `Apply ${plan.moves.length} ${plan.moves.length === 1 ? 'move' : 'moves'}`}
        </button>
      </div>
    </Modal>
  );
}

/** Who comes into the lineup (and where) and who goes out of it (from where). */
function InAndOut({ plan }: { plan: OptimizePlan }) {
  const inId = useId();
  const outId = useId();
  const { comingIn, goingOut } = inAndOut(plan.moves);
  return (
    <div className="optimize-in-out">
      <div>
        <h3 id={inId}>In</h3>
        {comingIn.length > 0 ? (
          <ul aria-labelledby={inId}>
            {comingIn.map((move) => (
              <li key={move.playerId}>
                <strong>{move.playerName}</strong> at {placeLabel(move.to)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nobody</p>
        )}
      </div>
      <div>
        <h3 id={outId}>Out</h3>
        {goingOut.length > 0 ? (
          <ul aria-labelledby={outId}>
            {goingOut.map((move) => (
              <li key={move.playerId}>
                <strong>{move.playerName}</strong> from {placeLabel(move.from)}
              </li>
            ))}
          </ul>
        ) : (
          <p className="muted">Nobody</p>
        )}
      </div>
    </div>
  );
}
