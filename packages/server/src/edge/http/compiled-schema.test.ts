import {
  API_ROUTES,
  type Player,
  ZAdminPlayersQuery,
  ZPlayerProjectionsQuery,
  ZPlayerSearchQuery,
  ZTeamNameParams,
  ZTeamResponse,
  ZUserTeamsResponse,
} from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { compiledSchema, withoutLazy } from './compiled-schema.js';

/** What a parse answers, in a form two answers can be compared by: the value, or the issues. */
function outcome(schema: z.core.$ZodType, input: unknown) {
  const parsed = z.safeParse(schema, input);
  return parsed.success ? { data: parsed.data } : { issues: parsed.error.issues };
}

/** The compiled schema answers what the schema answers, value for value and issue for issue. */
function expectSameAnswers(schema: z.core.$ZodType, inputs: readonly unknown[]) {
  for (const input of inputs) {
    expect(outcome(compiledSchema(schema), input), JSON.stringify(input)).toStrictEqual(
      outcome(schema, input),
    );
  }
}

const contractSchemas = Object.entries(API_ROUTES).flatMap(([name, route]) =>
  (['params', 'query', 'body', 'response'] as const).flatMap((part) => {
    const schema = (route as Partial<Record<typeof part, z.core.$ZodType>>)[part];
    return schema ? [{ label: `${name} ${part}`, schema }] : [];
  }),
);

const player = (i: number, position: Player['position']) => ({
  _id: `p-${i}`,
  playerName: `Player ${i}`,
  teamName: 'KC',
  position,
  projections: { conservative: 6 + i * 0.6, median: 10 + i, aggressive: 15 + i * 1.5 },
  points: 17 * i,
  // As the server's playerOf builds them: optional fields present but undefined.
  points2024: undefined,
  points2023: undefined,
});

/** A full team as the server answers it: 9 starters, 7 on the bench. */
const team = {
  _id: 't-1',
  teamName: 'Benchmark Bandits',
  lineups: [
    {
      quarterback: player(0, 'QB'),
      runningBacks: [player(1, 'RB'), player(2, 'RB')],
      wideReceivers: [player(3, 'WR'), player(4, 'WR')],
      tightEnd: player(5, 'TE'),
      flex: player(6, 'RB'),
      defenseST: player(7, 'D/ST'),
      kicker: player(8, 'K'),
    },
  ],
  bench: [9, 10, 11, 12, 13, 14, 15].map((i) => player(i, 'WR')),
  version: 12,
  createdAt: '2025-09-14T17:25:00.000Z',
  updatedAt: '2025-09-14T17:26:00.000Z',
};

/** A copy of the team with one change made (`team` is left alone). */
function teamWith(change: (copy: typeof team & Record<string, unknown>) => void): unknown {
  const copy = structuredClone(team);
  change(copy);
  return copy;
}

/** Whether a `z.lazy` node is anywhere in the schema's tree (fields, elements, options, inner schemas). */
function hasLazy(schema: z.core.$ZodType): boolean {
  if (schema instanceof z.core.$ZodLazy) return true;
  const def = schema._zod.def as unknown as Record<string, unknown>;
  const children = (value: unknown): unknown[] =>
    Array.isArray(value)
      ? value
      : value && typeof value === 'object' && !('_zod' in value)
        ? Object.values(value)
        : [value];
  return Object.getOwnPropertyNames(def)
    .filter((key) => key !== 'checks')
    .flatMap((key) => children(def[key]))
    .some((child) => child instanceof z.core.$ZodType && hasLazy(child));
}

describe('compiledSchema', () => {
  it('compiles the whole tree of every contract schema: no lazy node is left to the walking parser', () => {
    expect(contractSchemas.filter(({ schema }) => hasLazy(schema)).length).toBeGreaterThan(50);
    for (const { label, schema } of contractSchemas) expect(hasLazy(withoutLazy(schema)), label).toBe(false);
  });

  it('compiles every schema of the contract, once', () => {
    // A schema zod cannot compile still works (it is returned as is) but runs at the slow speed
    // this module exists to avoid: a contract change that does that should be a conscious one.
    for (const { label, schema } of contractSchemas) {
      expect(compiledSchema(schema), label).not.toBe(schema);
      expect(compiledSchema(schema), label).toBe(compiledSchema(schema));
    }
  });

  it('answers as the schema does for every contract schema, on inputs of every kind', () => {
    const probes = [undefined, null, 0, 'text', [], {}, { teamName: '  Bandits  ' }, { team: null }];
    for (const { schema } of contractSchemas) expectSameAnswers(schema, probes);
  });

  it('answers a full team as the schema does: the value kept, internal fields dropped', () => {
    const withInternals = teamWith((copy) => {
      copy.ownerId = 'u-1';
      copy.teamKey = 'benchmark bandits';
      Object.assign(copy.bench[0] ?? {}, { injury: { status: 'OUT' } });
    });
    expectSameAnswers(ZTeamResponse, [{ team }, { team: withInternals }]);
    expectSameAnswers(ZUserTeamsResponse, [{ teams: [] }, { teams: [team, withInternals] }]);
    expect(compiledSchema(ZTeamResponse).parse({ team: withInternals })).toStrictEqual({ team });
  });

  it('reports a team outside the contract with the same issues and messages', () => {
    const invalid = [
      teamWith((copy) => {
        copy.version = -1;
      }),
      teamWith((copy) => {
        copy.createdAt = 'yesterday';
      }),
      teamWith((copy) => {
        copy.lineups = [];
      }),
      teamWith((copy) => {
        copy.bench.push(player(16, 'K'));
      }),
      teamWith((copy) => {
        Object.assign(copy.lineups[0] ?? {}, { runningBacks: [player(1, 'RB')] });
      }),
      teamWith((copy) => {
        Object.assign(copy.bench[2] ?? {}, { position: 'LB', projections: { median: '12' } });
      }),
      teamWith((copy) => {
        copy.teamName = '   ';
      }),
    ];
    expectSameAnswers(
      ZTeamResponse,
      invalid.map((t) => ({ team: t })),
    );
    expectSameAnswers(ZUserTeamsResponse, [{ teams: invalid }]);
    const compiled = () => compiledSchema(ZTeamResponse).parse({ team: invalid[0] });
    expect(compiled).toThrow(z.core.$ZodError);
  });

  it('trims, coerces and fills in defaults in requests as the schema does', () => {
    expectSameAnswers(ZTeamNameParams, [
      { teamName: '  Bandits ' },
      { teamName: ' ' },
      { teamName: 'x'.repeat(51) },
    ]);
    expectSameAnswers(ZPlayerSearchQuery, [
      { q: ' mahomes ' },
      { q: 'mahomes', limit: '5' },
      { q: 'm', limit: '0' },
    ]);
    expectSameAnswers(ZPlayerProjectionsQuery, [
      { week: '3' },
      { week: '3', mode: 'aggressive' },
      { week: '19' },
    ]);
    expectSameAnswers(ZAdminPlayersQuery, [
      {},
      { search: '  allen ', limit: '50', order: 'asc' },
      { limit: '7' },
    ]);
    expect(z.parse(compiledSchema(ZTeamNameParams), { teamName: '  Bandits ' })).toStrictEqual({
      teamName: 'Bandits',
    });
  });
});
