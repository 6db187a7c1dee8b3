import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { NflFormatError } from './format-error.js';
import { parseSleeperPlayers } from './parse-sleeper-players.js';

const FIXTURE = readFileSync(new URL('./fixtures/sleeper-players.json', import.meta.url), 'utf8');

describe('parseSleeperPlayers', () => {
  const parsed = parseSleeperPlayers(FIXTURE);

  it('reads every entry and keeps the projected positions with their GSIS ids', () => {
    expect(parsed.read).toBe(9);
    expect(parsed.players.find((player) => player._id === 'sleeper:4984')).toEqual({
      _id: 'sleeper:4984',
      name: 'Josh Allen',
      position: 'QB',
      team: 'BUF',
      status: 'active',
      ids: { sleeper: '4984', gsis: '00-0034857' },
    });
  });

  it('names from first and last name, FA as free agent, IR as injured reserve', () => {
    expect(parsed.players.find((player) => player._id === 'sleeper:4017')).toMatchObject({
      name: 'Free Agent',
      team: null,
      status: 'free_agent',
      ids: { sleeper: '4017' },
    });
    expect(parsed.players.find((player) => player._id === 'sleeper:6794')).toMatchObject({
      team: 'LAR',
      status: 'injured_reserve',
    });
  });

  it('turns a DEF entry into the team defence dst:<team>', () => {
    expect(parsed.players.find((player) => player.position === 'D/ST')).toEqual({
      _id: 'dst:LV',
      name: 'Las Vegas Raiders D/ST',
      position: 'D/ST',
      team: 'LV',
      status: 'active',
      ids: { sleeper: 'LV' },
    });
  });

  it('skips other positions and inactive teamless players by reason, and rejects malformed entries', () => {
    expect(parsed.skipped).toEqual({ 'position OT is not projected': 1, 'not active and without a team': 1 });
    expect(parsed.rejected).toEqual([
      { id: '7777', reason: 'name: Too small: expected string to have >=1 characters' },
      { id: '8888', reason: 'is not an object' },
      { id: '9999', reason: 'team is not an NFL team: "XYZ"' },
    ]);
    expect(parsed.players).toHaveLength(4);
  });

  it('refuses text that is not a JSON object', () => {
    expect(() => parseSleeperPlayers('[1,2]')).toThrow(NflFormatError);
    expect(() => parseSleeperPlayers('{oops')).toThrow(/not JSON/);
  });
});
