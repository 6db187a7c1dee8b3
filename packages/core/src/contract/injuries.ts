import { z } from '../zod.js';

/**
 * Injury designations (spec §3). The spec's "empty (Active)" value is not in the list: on the wire
 * an active player has no status (`null`, or no entry in the injury map).
 */
export const INJURY_STATUSES = ['Questionable', 'Doubtful', 'Out', 'IR', 'PUP', 'NFI', 'Suspended'] as const;
export const ZInjuryStatus = z.enum(INJURY_STATUSES);
export type InjuryStatus = z.infer<typeof ZInjuryStatus>;

/** The designations under which a player will not play, and so counts 0 points (spec §4 "OUT"). */
export const OUT_STATUSES = [
  'Out',
  'IR',
  'PUP',
  'NFI',
  'Suspended',
] as const satisfies readonly InjuryStatus[];

/** Practice participation (spec §3). The spec's "empty (Unknown)" is `null` on the wire. */
export const PRACTICE_STATUSES = ['DNP', 'Limited', 'Full'] as const;
const ZPracticeStatus = z.enum(PRACTICE_STATUSES);
export type PracticeStatus = z.infer<typeof ZPracticeStatus>;

/** The injury edit modal's status select: the empty value first, labelled Active. */
export const INJURY_STATUS_OPTIONS: ReadonlyArray<{
  readonly value: InjuryStatus | '';
  readonly label: string;
}> = [{ value: '', label: 'Active' }, ...INJURY_STATUSES.map((status) => ({ value: status, label: status }))];

/** The injury edit modal's practice select: the empty value first, labelled Unknown. */
export const PRACTICE_STATUS_OPTIONS: ReadonlyArray<{
  readonly value: PracticeStatus | '';
  readonly label: string;
}> = [
  { value: '', label: 'Unknown' },
  ...PRACTICE_STATUSES.map((status) => ({ value: status, label: status })),
];

/** Texts that mean "no designation". */
const ACTIVE_TEXTS = new Set(['', 'active', 'healthy', 'none']);
/** Other spellings data sources use, lower-cased. */
const STATUS_ALIASES: Readonly<Record<string, InjuryStatus>> = {
  sus: 'Suspended',
  susp: 'Suspended',
  'injured reserve': 'IR',
  'physically unable to perform': 'PUP',
  'non-football injury': 'NFI',
};
const PRACTICE_ALIASES: Readonly<Record<string, PracticeStatus>> = {
  'did not participate': 'DNP',
  'limited participation': 'Limited',
  'full participation': 'Full',
};

function lookup<T extends string>(
  values: readonly T[],
  aliases: Readonly<Record<string, T>>,
  key: string,
): T | undefined {
  return values.find((value) => value.toLowerCase() === key) ?? aliases[key];
}

/**
 * The canonical designation of a status text, in any case: `null` when it means the player is
 * active (`''`, 'Active', 'Healthy', 'None', `null`), `undefined` when the text is not a known status.
 * @example parseInjuryStatus('OUT') // 'Out'
 * @example parseInjuryStatus('') // null
 * @example parseInjuryStatus('Sore') // undefined
 */
export function parseInjuryStatus(text: string | null | undefined): InjuryStatus | null | undefined {
  const key = (text ?? '').trim().toLowerCase();
  if (ACTIVE_TEXTS.has(key)) return null;
  return lookup(INJURY_STATUSES, STATUS_ALIASES, key);
}

/**
 * The canonical practice status of a text, in any case: `null` for `''`, 'Unknown' or `null`,
 * `undefined` when the text is not a known value.
 * @example parsePracticeStatus('limited') // 'Limited'
 */
export function parsePracticeStatus(text: string | null | undefined): PracticeStatus | null | undefined {
  const key = (text ?? '').trim().toLowerCase();
  if (key === '' || key === 'unknown') return null;
  return lookup(PRACTICE_STATUSES, PRACTICE_ALIASES, key);
}

/**
 * Whether a player with this status will not play this week (Out, IR, PUP, NFI, Suspended, in any
 * case), and so counts 0 points. Questionable and Doubtful players are expected to play.
 * @example willNotPlay('OUT') // true
 * @example willNotPlay('Questionable') // false
 */
export function willNotPlay(status: string | null | undefined): boolean {
  const parsed = parseInjuryStatus(status);
  return parsed != null && (OUT_STATUSES as readonly InjuryStatus[]).includes(parsed);
}

/**
 * Whether a player counts as injured for better-option suggestions (spec §5): any designation,
 * Questionable included, and any other non-empty status text we do not recognise (better not to
 * suggest a player whose status is unclear). Empty, 'Active' and 'Healthy' are not injured.
 * @example isInjured('Questionable') // true
 * @example isInjured('') // false
 */
export function isInjured(status: string | null | undefined): boolean {
  return parseInjuryStatus(status) !== null;
}

/**
 * A player's injury report (admin player, injury update): each field `null` when unknown or active.
 * Used by `GET /api/admin/players` rows and `PUT /api/admin/players/:playerId/injury`.
 */
export const ZInjuryReport = z.lazy(() =>
  z.object({
    status: z.nullable(ZInjuryStatus),
    bodyPart: z.nullable(z.string()),
    description: z.nullable(z.string()),
    practice: z.nullable(ZPracticeStatus),
  }),
);
export type InjuryReport = z.infer<typeof ZInjuryReport>;

/**
 * The injury map (spec §3): player name to designation. Active players have no entry. The lineup
 * editor counts players whose status `willNotPlay` as 0 points.
 */
export const ZInjuryMap = z.lazy(() => z.record(z.string().check(z.minLength(1)), ZInjuryStatus));
