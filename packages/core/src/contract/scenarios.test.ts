import { describe, expect, it } from 'vitest';
import {
  ZCreateScenarioRequest,
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZListScenariosQuery,
  ZListScenariosResponse,
  ZLoadScenarioRequest,
  ZLoadScenarioResponse,
  ZScenario,
  ZScenarioParams,
} from './scenarios.js';
import { sampleLineup, samplePlayer, sampleScenario, sampleTeam } from './test-fixtures.js';

const body = {
  name: 'Bench Kelce',
  description: 'What if LaPorta starts?',
  lineup: sampleLineup(),
  bench: [samplePlayer({ _id: 'p-te', position: 'TE' })],
  projectedPoints: 112.4,
  projectionMode: 'median' as const,
  week: 5,
};

describe('scenario calls', () => {
  it('round-trips a scenario in list, create and load responses', () => {
    const scenario = sampleScenario();
    const json = <T>(value: T): T => JSON.parse(JSON.stringify(value));
    expect(ZScenario.parse(json(scenario))).toEqual(scenario);
    const listed = {
      week: 5,
      scenarios: [{ ...scenario, weekTotals: { conservative: 90, median: 112.4, aggressive: 130 } }],
    };
    expect(ZListScenariosResponse.parse(json(listed))).toEqual(listed);
    expect(ZCreateScenarioResponse.parse(json({ scenario }))).toEqual({ scenario });
    const team = sampleTeam();
    const note = {
      playerId: 'p-wr',
      playerName: 'Puka Nacua',
      reason: 'notOnTeam' as const,
      placedAt: null,
      message: 'Puka Nacua is no longer on the team; WR1 is left empty.',
    };
    const loaded = { team, scenario, notes: [note] };
    expect(ZLoadScenarioResponse.parse(json(loaded))).toEqual(loaded);
    expect(
      ZLoadScenarioResponse.safeParse({ team, scenario, notes: [{ ...note, reason: 'gone' }] }).success,
    ).toBe(false);
    expect(ZDeleteScenarioResponse.parse({ deleted: true, id: 's-1' })).toEqual({ deleted: true, id: 's-1' });
  });

  it('accepts a create body and trims its texts', () => {
    expect(ZCreateScenarioRequest.parse({ ...body, name: ' Bench Kelce ', description: undefined })).toEqual({
      ...body,
      description: '',
    });
  });

  it("needs only the name and the week: the server saves the team as it stands, in the team's mode by default", () => {
    expect(ZCreateScenarioRequest.parse({ name: 'Safe', week: 3 })).toEqual({
      name: 'Safe',
      description: '',
      week: 3,
    });
    expect(ZCreateScenarioRequest.safeParse({ name: 'Safe', week: 3, expectedVersion: -1 }).success).toBe(
      false,
    );
  });

  it('reads the list week and the load body', () => {
    expect(ZListScenariosQuery.parse({})).toEqual({ week: undefined });
    expect(ZListScenariosQuery.parse({ week: '7' })).toEqual({ week: 7 });
    expect(ZListScenariosQuery.safeParse({ week: 19 }).success).toBe(false);
    expect(ZLoadScenarioRequest.parse({ expectedVersion: 4 })).toEqual({ expectedVersion: 4 });
    expect(ZLoadScenarioRequest.parse({})).toEqual({});
  });

  it('gives the scenario form messages', () => {
    const first = (input: unknown) => ZCreateScenarioRequest.safeParse(input).error?.issues[0]?.message;
    expect(first({ ...body, name: '  ' })).toBe('Scenario name is required');
    expect(first({ ...body, name: 'n'.repeat(51) })).toBe('Scenario name must be at most 50 characters');
    expect(first({ ...body, description: 'd'.repeat(201) })).toBe(
      'Description must be at most 200 characters',
    );
    expect(first({ ...body, week: 0 })).toBe('Week must be a whole number from 1 to 18');
    expect(first({ ...body, projectionMode: 'basic' })).toBeDefined();
  });

  it('refuses a bench of more than 7', () => {
    const bench = Array.from({ length: 8 }, (_, i) => samplePlayer({ _id: `b${i}` }));
    expect(ZCreateScenarioRequest.safeParse({ ...body, bench }).error?.issues[0]?.message).toBe(
      'A bench holds at most 7 players',
    );
  });

  it('reads team name and scenario id from the path', () => {
    expect(ZScenarioParams.parse({ teamName: 'G', id: 's-1' })).toEqual({ teamName: 'G', id: 's-1' });
    expect(ZScenarioParams.safeParse({ teamName: 'G', id: '' }).success).toBe(false);
  });
});
