import { type AdminPlayer, normalizeName } from '@lineup-lab/core';
import type { LineupLabClient } from '@lineup-lab/sdk';

/** How a row or an argument names a player: an id, or a name (and the NFL team, to tell names apart). */
export interface PlayerReference {
  id?: string | undefined;
  name?: string | undefined;
  team?: string | undefined;
}

/** The player named, or why none is: nobody by that id or name, or several by that name. */
export type PlayerMatch =
  | { ok: true; player: AdminPlayer }
  | {
      ok: false;
      problem: 'unknown' | 'ambiguous';
      /** The player as given: `'Josh Allen' (BUF)`, `id 'p-9'`. */
      label: string;
      reason: string;
      candidates: AdminPlayer[];
    };

/** A team as compared: case and surrounding spaces ignored. */
const teamKey = (text: string) => text.trim().toLowerCase();

/** A player as the messages list him: `Josh Allen (QB, BUF, id p-allen)`. */
export function describePlayer(player: AdminPlayer): string {
  return `${player.name} (${player.position}, ${player.team}, id ${player.id})`;
}

/**
 * The catalogue indexed by id and by name, names compared as the server compares them (core's
 * `normalizeName`: case, accents, punctuation and a generational suffix ignored).
 */
export class PlayerIndex {
  private readonly byId = new Map<string, AdminPlayer>();
  private readonly byName = new Map<string, AdminPlayer[]>();

  constructor(players: readonly AdminPlayer[]) {
    for (const player of players) {
      this.byId.set(player.id, player);
      const named = this.byName.get(normalizeName(player.name)) ?? [];
      named.push(player);
      this.byName.set(normalizeName(player.name), named);
    }
  }

  /**
   * The one player `reference` names: by id when it has one (the id wins over a name), else by the
   * name (as `normalizeName` compares it), narrowed to `team` when given. No player, or several, is refused with
   * the reason and, for several, the candidates.
   */
  find(reference: PlayerReference): PlayerMatch {
    const id = reference.id?.trim();
    if (id) {
      const player = this.byId.get(id);
      return player
        ? { ok: true, player }
        : {
            ok: false,
            problem: 'unknown',
            label: `id '${id}'`,
            reason: `Unknown player id '${id}'`,
            candidates: [],
          };
    }
    const name = reference.name?.trim() ?? '';
    const team = reference.team?.trim() ?? '';
    const named = this.byName.get(normalizeName(name)) ?? [];
    const candidates = team ? named.filter((player) => teamKey(player.team) === teamKey(team)) : named;
    const label = team ? `'${name}' (${team.toUpperCase()})` : `'${name}'`;
    const [only] = candidates;
    if (only && candidates.length === 1) return { ok: true, player: only };
    if (candidates.length === 0) {
      return { ok: false, problem: 'unknown', label, reason: `Unknown player ${label}`, candidates: [] };
    }
    return {
      ok: false,
      problem: 'ambiguous',
      label,
      reason: `Ambiguous player ${label}: ${candidates.map(describePlayer).join('; ')}`,
      candidates,
    };
  }

  /** Whether `text` is the id of a player of the catalogue. */
  hasId(text: string): boolean {
    return this.byId.has(text.trim());
  }
}

/** The whole catalogue with each player's current injury report (`client.admin.players({ limit: 0 })`). */
export async function playerCatalogue(client: LineupLabClient): Promise<PlayerIndex> {
  const { players } = await client.admin.players({ limit: 0 });
  return new PlayerIndex(players);
}
