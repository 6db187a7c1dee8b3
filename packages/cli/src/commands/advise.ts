import { type LineupAdviceResponse, type ProjectionMode, validateAdviceQuestion } from '@lineup-lab/core';
import type { Command } from 'commander';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError, EXIT } from '../cli-error.js';
import { modeOption, type ServerOptions, weekOption, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';
import { weekOrPlanning } from './planning-week.js';

interface AdviseOptions extends ServerOptions {
  week?: number;
  mode?: ProjectionMode;
}

/** Who answered: the analyst, or the chat model (and why not, when it fell back). */
function answeredBy(answer: LineupAdviceResponse): string {
  const who =
    answer.source === 'llm' ? `the chat model${answer.model ? ` ${answer.model}` : ''}` : 'the analyst';
  const fallback = answer.fallbackReason ? ` (the chat model was not used: ${answer.fallbackReason})` : '';
  return `Answered by ${who}${fallback}.`;
}

/** The advice, the facts it rests on ("Based on") and who answered, as plain text. */
function adviceText(answer: LineupAdviceResponse): string {
  const facts =
    answer.facts.length > 0 ? `\nBased on:\n${answer.facts.map((fact) => `- ${fact}\n`).join('')}` : '';
  return `${answer.advice.trimEnd()}\n${facts}\n${answeredBy(answer)}\n`;
}

/**
 * `lineup advise TEAM "question" [--week N] [--mode M]`: asks the lineup advisor about the team's
 * week (`client.ai.lineupAdvice`; pro and exempt tiers). An empty question is a usage error.
 */
export function adviseCommand(program: Command, io: CliIo): void {
  withServerOptions(
    program
      .command('advise')
      .description("ask the lineup advisor about a team's week (Pro)")
      .argument('<team>', 'the team name (quote it if it has spaces)')
      .argument('<question>', 'the question, quoted: "Start Chase or Nacua?"')
      .addOption(weekOption())
      .addOption(modeOption()),
    'print the advice (client.ai.lineupAdvice) as JSON',
  ).action(async (teamName: string, question: string, options: AdviseOptions) => {
    const checked = validateAdviceQuestion(question);
    if (!checked.ok) throw new CliError(checked.message, { exitCode: EXIT.usage });
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const result = await onServer(server, async () => {
      const week = await weekOrPlanning(client, server, options.week);
      return client.ai.lineupAdvice({
        question: checked.value,
        context: { teamName, week, mode: options.mode },
      });
    });
    present(io, options, { result, text: adviceText });
  });
}
