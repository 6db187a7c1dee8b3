import type { PlayerLine } from './editor-model.js';

/**
 * The player's designation as a badge: 'OUT' (and IR, PUP, NFI, Suspended) for players who will
 * not play and count 0, a softer badge for Questionable and Doubtful, nothing when active.
 */
export function InjuryBadge({ line }: { line: PlayerLine }) {
  if (!line.status) return null;
  const label = line.status === 'Out' ? 'OUT' : line.status;
  return <span className={line.out ? 'badge badge-out' : 'badge badge-injury'}>{label}</span>;
}
