import { validateInjuryForm } from '@lineup-lab/core';
import type { Command } from 'commander';
import { describePlayer, playerCatalogue } from '../admin/find-player.js';
import { signedInClient } from '../auth/signed-in-client.js';
import { CliError, EXIT } from '../cli-error.js';
import { type ServerOptions, withServerOptions } from '../command-options.js';
import type { CliIo } from '../io.js';
import { present } from '../render/output.js';
import { injurySetText } from '../screens/admin-injury-view.js';
import { onServer } from '../server-failure.js';
import { serverUrl } from '../server-url.js';

interface SetOptions extends ServerOptions {
  status: string;
  bodyPart?: string;
  description?: string;
  practice?: string;
  team?: string;
}

/**
 * `lineup admin injuries set PLAYER --status S`: replaces a player's injury report
 * (`client.admin.updateInjury`), as the admin dashboard's form does: fields not given are emptied.
 * PLAYER is an id or a name (any case; `--team` tells players of one name apart), looked up in the
 * admin players list; an unknown or ambiguous one is refused, listing the candidates. The report is
 * checked with the contract's form first (a bad status or practice value is a usage error, with the
 * server's message).
 */
export function adminInjuriesSetCommand(injuries: Command, io: CliIo): void {
  withServerOptions(
    injuries
      .command('set')
      .description("replace a player's injury report")
      .argument('<player>', 'the player id, or name (quote it)')
      .requiredOption(
        '--status <status>',
        'Questionable, Doubtful, Out, IR, PUP, NFI, Suspended, or Active to clear',
      )
      .option('--body-part <text>', 'the body part (e.g. knee)')
      .option('--description <text>', 'a description')
      .option('--practice <status>', 'practice participation: DNP, Limited, Full')
      .option('--team <team>', 'the NFL team, when several players have the name'),
    'print { player } as JSON',
  ).action(async (playerText: string, options: SetOptions) => {
    const checked = validateInjuryForm({
      status: options.status,
      bodyPart: options.bodyPart,
      description: options.description,
      practice: options.practice,
    });
    if (!checked.ok) throw new CliError(checked.message, { exitCode: EXIT.usage });
    const server = serverUrl(options.server, io.env);
    const client = await signedInClient(io, server);
    const catalogue = await onServer(server, () => playerCatalogue(client));
    const match = catalogue.find(
      catalogue.hasId(playerText) ? { id: playerText } : { name: playerText, team: options.team },
    );
    if (!match.ok) {
      if (match.problem === 'unknown') throw new CliError(`${match.reason}.`);
      const list = match.candidates.map((player) => `  ${describePlayer(player)}\n`).join('');
      throw new CliError(
        `Ambiguous player ${match.label}: ${match.candidates.length} players match. Give the id, or --team:\n${list.trimEnd()}`,
      );
    }
    const result = await onServer(server, () => client.admin.updateInjury(match.player.id, checked.value));
    present(io, options, { result, text: injurySetText });
  });
}
