import { formatPoints, signedPoints, type TradeEffect, type TradeResponse } from '@lineup-lab/core';
import { Box, Text } from 'ink';

const VERDICT_WORDS: Readonly<Record<TradeResponse['verdict'], string>> = {
  helps: 'HELPS',
  even: 'EVEN',
  hurts: 'HURTS',
};

/** A band as the lines show it: "199.5–268.5". */
const band = (floor: number | null, ceiling: number | null) =>
  `${formatPoints(floor)}–${formatPoints(ceiling)}`;

/** One side: each player with his rest-of-season median and band, then the side's total. */
function sideLine(label: string, side: TradeResponse['give']): string {
  const players = side.players
    .map(
      (p) =>
        `${p.playerName} (${p.position}, ${p.teamName}) ${formatPoints(p.season.median)} (${band(p.season.floor, p.season.ceiling)})`,
    )
    .join(', ');
  const total =
    side.players.length > 1
      ? `; together ${formatPoints(side.total.median)} (${band(side.total.floor, side.total.ceiling)})`
      : '';
  return `${label} ${players}${total}`;
}

/** A team's optimal lineups before and after, and the change with its band. */
function effectLine(label: string, effect: TradeEffect): string {
  const { change } = effect;
  const drops =
    effect.drops.length > 0 ? `; releases ${effect.drops.map((p) => p.playerName).join(', ')}` : '';
  return `${label} ${formatPoints(effect.before)} → ${formatPoints(effect.after)}, ${signedPoints(change.median)} (band ${signedPoints(change.floor)} to ${signedPoints(change.ceiling)})${drops}`;
}

/** The analysis as lines: the title, both sides, both teams' lineups, the verdict. */
function tradeLines(trade: TradeResponse): { title: string; lines: string[]; verdict: string } {
  const [first] = trade.weeks;
  const last = trade.weeks.at(-1);
  const weeks =
    first === undefined ? 'no week left' : first === last ? `week ${first}` : `weeks ${first}–${last}`;
  const lines = [
    sideLine('Give:', trade.give),
    sideLine('Get: ', trade.get),
    '',
    effectLine('Your optimal lineups:', trade.team),
    ...(trade.otherTeam ? [effectLine(`${trade.otherTeam.name}:`, trade.otherTeam.effect)] : []),
    ...(trade.otherTeamNote ? [trade.otherTeamNote] : []),
  ];
  return {
    title: `${trade.teamName} — trade over ${weeks} (${trade.mode}, ${trade.format})`,
    lines,
    verdict: `${VERDICT_WORDS[trade.verdict]}: ${trade.summary}`,
  };
}

/** `lineup trade` as plain text. */
export function tradeText(trade: TradeResponse): string {
  const { title, lines, verdict } = tradeLines(trade);
  return `${title}\n\n${lines.join('\n')}\n\n${verdict}\n`;
}

/** `lineup trade` on a terminal. */
export function TradeScreen({ trade }: { trade: TradeResponse }) {
  const { title, lines, verdict } = tradeLines(trade);
  const colour = trade.verdict === 'helps' ? 'green' : trade.verdict === 'hurts' ? 'red' : 'yellow';
  return (
    <Box flexDirection="column">
      <Text bold color="cyan">
        {title}
      </Text>
      <Box marginTop={1} flexDirection="column">
        {lines.map((line, i) => (
          <Text key={i}>{line === '' ? ' ' : line}</Text>
        ))}
      </Box>
      <Box marginTop={1}>
        <Text bold color={colour}>
          {verdict}
        </Text>
      </Box>
    </Box>
  );
}
