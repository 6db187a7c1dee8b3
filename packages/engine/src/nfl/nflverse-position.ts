import type { NflPosition } from './entities.js';

const POSITIONS: Readonly<Record<string, NflPosition>> = {
  QB: 'QB',
  RB: 'RB',
  HB: 'RB',
  FB: 'RB',
  WR: 'WR',
  TE: 'TE',
  K: 'K',
  PK: 'K',
  DEF: 'D/ST',
  DST: 'D/ST',
  'D/ST': 'D/ST',
};

/**
 * The engine's position for a source's position code, or `null` for one it does not project
 * (linemen, defenders, punters …). Fullbacks and halfbacks count as `RB`, `PK` as `K`, `DEF`/`DST` as `D/ST`.
 */
export function projectedPosition(code: string): NflPosition | null {
  return POSITIONS[code.trim().toUpperCase()] ?? null;
}
