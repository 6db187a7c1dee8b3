import type { AdviceChange, AdviceTopic } from '../contract/ai.js';
import type { ProjectionMode } from '../contract/entities.js';
import { BENCH, type RosterPlace } from '../positions.js';
import { formatPoints } from '../projections/points.js';

/** The analyst's answer: the kind of question, the advice (plain sentences) and the facts it rests on. */
export interface AnalystAdvice {
  readonly topic: AdviceTopic;
  readonly advice: string;
  readonly facts: readonly string[];
  /** The one lineup move the advice suggests, ready to apply (`POST /api/move-player`); absent when none. */
  readonly change?: AdviceChange;
}

/** How the advice names each projection mode: the conservative figure is the floor, the aggressive the ceiling. */
export const MODE_LABEL: Readonly<Record<ProjectionMode, string>> = {
  conservative: 'floor',
  median: 'median',
  aggressive: 'ceiling',
};

/** Points with one decimal, or 'N/A' (the product's display rule). */
export const pts = (value: number | null | undefined): string => formatPoints(value);

/** A place as a sentence names it: the slot, or "the bench". */
export const placeName = (place: RosterPlace): string => (place === BENCH ? 'the bench' : place);

/**
 * Items joined for a sentence: "A", "A and B", "A, B and C".
 * @example listOf(['Hall', 'Hill', 'Lamb']) // 'Hall, Hill and Lamb'
 */
export function listOf(items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  return `${items.slice(0, -1).join(', ')} and ${items[items.length - 1]}`;
}

/** Below this a difference in points is none (the figures are shown with one decimal). */
export const NO_GAIN = 0.05;

/** Paragraphs of advice: empty ones dropped, one per line. */
export const paragraphs = (...lines: ReadonlyArray<string | false | undefined>): string =>
  lines.filter((line): line is string => typeof line === 'string' && line !== '').join('\n');

/** Deduplicated, in first-seen order. */
export const unique = (items: readonly string[]): string[] => [...new Set(items)];
