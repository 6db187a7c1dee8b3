import { describe, expect, it } from 'vitest';
import {
  ZCreateScenarioRequest,
  ZCreateScenarioResponse,
  ZDeleteScenarioResponse,
  ZListScenariosResponse,
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
    expect(ZListScenariosResponse.parse(json({ scenarios: [scenario] }))).toEqual({ scenarios: [scenario] });
    expect(ZCreateScenarioResponse.parse(json({ scenario }))).toEqual({ scenario });
    const team = sampleTeam();
    expect(ZLoadScenarioResponse.parse(json({ team, scenario }))).toEqual({ team, scenario });
    expect(ZDeleteScenarioResponse.parse({ deleted: true, id: 's-1' })).toEqual({ deleted: true, id: 's-1' });
  });

  it('accepts a create body and trims its texts', () => {
    expect(ZCreateScenarioRequest.parse({ ...body, name: ' Bench Kelce ', description: undefined })).toEqual({
      ...body,
      description: '',
    });
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
