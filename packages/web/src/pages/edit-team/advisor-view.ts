import {
  dateTimeFormat,
  type GameTimeOptions,
  type LineupAdviceResponse,
  type Player,
  type Position,
  rosterOf,
  startersOf,
  type Team,
} from '@lineup-lab/core';

/** What the advisor panel says when a question fails and the server gave no message (spec §8 "AI"). */
export const ADVICE_FAILURE = 'Failed to get AI advice. Please try again.';

/** The questions the panel always suggests, one for each kind of question the analyst answers. */
export const FIXED_QUESTIONS = [
  'Is my lineup optimal?',
  'Who should I start at FLEX?',
  'I’m the underdog this week — who has the biggest ceiling?',
  'Any injuries or byes I should worry about?',
] as const;

/** K and PK are the same job. */
const jobOf = (position: Position): Position => (position === 'PK' ? 'K' : position);

/**
 * Two of the team's players at the same position, for a "Start X or Y?" question: a starter and
 * the bench player at his position with the most points (`pointsOf`; the first on the bench when
 * none is known), in slot order; else two bench players at the same position; else none.
 */
export function startOrSitPair(
  team: Team,
  pointsOf: (player: Player) => number | null = () => null,
): readonly [Player, Player] | null {
  const { lineup, bench } = rosterOf(team);
  const best = (players: readonly Player[]) =>
    players.reduce<Player | undefined>(
      (top, p) => (top === undefined || (pointsOf(p) ?? -1) > (pointsOf(top) ?? -1) ? p : top),
      undefined,
    );
  for (const { player } of startersOf(lineup)) {
    if (!player) continue;
    const rival = best(bench.filter((p) => jobOf(p.position) === jobOf(player.position)));
    if (rival) return [player, rival];
  }
  for (const [index, first] of bench.entries()) {
    const second = bench.slice(index + 1).find((p) => jobOf(p.position) === jobOf(first.position));
    if (second) return [first, second];
  }
  return null;
}

/** The suggested questions: "Start X or Y?" first when the team has such a pair, then the fixed ones. */
export function suggestedQuestions(team: Team, pointsOf?: (player: Player) => number | null): string[] {
  const pair = startOrSitPair(team, pointsOf);
  const startOrSit = pair ? [`Start ${pair[0].playerName} or ${pair[1].playerName}?`] : [];
  return [...startOrSit, ...FIXED_QUESTIONS];
}

/** The advice as paragraphs: one per line of text, blank lines dropped. */
export function adviceParagraphs(advice: string): string[] {
  return advice
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter((line) => line !== '');
}

/** Why a configured chat model did not answer, in words. */
const FALLBACK_REASONS: Readonly<Record<NonNullable<LineupAdviceResponse['fallbackReason']>, string>> = {
  timeout: 'the AI model did not answer in time',
  error: 'the AI model was unavailable',
  ungrounded: 'the AI model’s answer did not match our projections',
};

/** Who answered: the built-in analyst or the chat model by name, and why the analyst stood in. */
export function answeredByText(answer: Pick<LineupAdviceResponse, 'source' | 'model' | 'fallbackReason'>) {
  if (answer.source === 'llm') return `Answered by the AI model ${answer.model ?? ''}`.trimEnd();
  const analyst = 'Answered by the Lineup Lab analyst, from our projections and the optimizer';
  return answer.fallbackReason ? `${analyst} (${FALLBACK_REASONS[answer.fallbackReason]})` : analyst;
}

/** When the advice was written, as the viewer's time: '12:00 PM'. */
export function formatAnsweredAt(iso: string, options: GameTimeOptions = {}): string {
  return dateTimeFormat(options.locale, { timeStyle: 'short', timeZone: options.timeZone }).format(
    new Date(iso),
  );
}
