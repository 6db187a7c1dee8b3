import { expect } from 'vitest';
import type { Collection, Doc, Store } from '../../../ports/store.js';

/** The documents the contract plays with. */
export interface Player extends Doc {
  name: string;
  position: string;
  points: number;
  tags: string[];
  team?: { abbr: string; bye: number } | null;
  injured?: boolean;
  updatedAt: string;
  version?: number;
}

export interface Account extends Doc {
  email: string;
  leagueId?: string;
  teamName?: string;
}

export interface Counter extends Doc {
  value: number;
  version: number;
  log: string[];
}

export const PLAYERS: readonly Player[] = [
  {
    _id: 'p1',
    name: 'Josh Allen',
    position: 'QB',
    points: 24.5,
    tags: ['starter', 'rushing'],
    team: { abbr: 'BUF', bye: 7 },
    updatedAt: '2025-09-01T10:00:00.000Z',
  },
  {
    _id: 'p2',
    name: 'Jalen Hurts',
    position: 'QB',
    points: 22,
    tags: ['starter'],
    team: { abbr: 'PHI', bye: 9 },
    updatedAt: '2025-09-02T10:00:00.000Z',
  },
  {
    _id: 'p3',
    name: 'Bijan Robinson',
    position: 'RB',
    points: 18.25,
    tags: [],
    team: { abbr: 'ATL', bye: 5 },
    injured: false,
    updatedAt: '2025-09-03T10:00:00.000Z',
  },
  {
    _id: 'p4',
    name: "Ja'Marr Chase",
    position: 'WR',
    points: 19,
    tags: ['starter'],
    team: null,
    injured: true,
    updatedAt: '2025-09-04T10:00:00.000Z',
  },
  {
    _id: 'p5',
    name: 'Puka Nacua',
    position: 'WR',
    points: 15.5,
    tags: ['sleeper'],
    updatedAt: '2025-09-05T10:00:00.000Z',
  },
];

/**
 * A filter or update the port's types do not spell (an array field matched by one element, `$ne:
 * null`, a field outside the type) or refuse on purpose (to check the adapter refuses it too).
 */
export function loose<R>(value: Record<string, unknown>): R {
  return value as R;
}

export function ids(documents: readonly Doc[]): string[] {
  return documents.map((document) => document._id).sort();
}

export async function rejection(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => expect.fail('expected a rejection'),
    (error: unknown) => error,
  );
}

/** Asks `read` again every second until `done` holds of its answer or `withinMs` has passed. */
export async function eventually<R>(
  read: () => Promise<R>,
  done: (value: R) => boolean,
  withinMs: number,
): Promise<R> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() >= deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}

/**

/** What every aspect of the contract plays with: fresh collections of the store under test. */
export interface ContractContext {
  /** A new, empty collection of its own. */
  fresh<T extends Doc>(): Collection<T>;
  /** The name of the collection `fresh` (or `players`) handed out last. */
  lastName(): string;
  /** A fresh collection holding PLAYERS. */
  players(): Promise<Collection<Player>>;
  /** Opens another store of the same adapter (for the close test, which closes its own). */
  open(): Promise<Store>;
  /** How long the adapter may take to remove an expired document (ContractOptions). */
  expiryWithinMs: number;
}
