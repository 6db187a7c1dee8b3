import { describe, expect, it } from 'vitest';
import { canonicalTeam, NFL_TEAMS } from './canonical-team.js';
import { normalizeName } from './normalize-name.js';

describe('canonicalTeam', () => {
  it('maps old and other spellings to one per franchise', () => {
    expect(['OAK', 'LVR', 'LV'].map((team) => canonicalTeam(team, 2019))).toEqual(['LV', 'LV', 'LV']);
    expect(['SD', 'LAC'].map((team) => canonicalTeam(team))).toEqual(['LAC', 'LAC']);
    expect(['LA', 'LAR', 'STL', 'la '].map((team) => canonicalTeam(team))).toEqual([
      'LAR',
      'LAR',
      'LAR',
      'LAR',
    ]);
    expect(['WSH', 'JAC', 'GNB', 'KAN'].map((team) => canonicalTeam(team))).toEqual([
      'WAS',
      'JAX',
      'GB',
      'KC',
    ]);
  });

  it('reads a spelling by its season where a franchise moved', () => {
    expect(canonicalTeam('HOU', 1995)).toBe('TEN');
    expect(canonicalTeam('HOU', 2024)).toBe('HOU');
  });

  it('is null for what names no franchise', () => {
    expect(['FA', 'Bye', '', 'XYZ'].map((team) => canonicalTeam(team))).toEqual([null, null, null, null]);
  });

  it('knows 32 franchises, each its own canonical form', () => {
    expect(NFL_TEAMS).toHaveLength(32);
    expect(NFL_TEAMS.every((team) => canonicalTeam(team) === team)).toBe(true);
  });
});

describe('normalizeName', () => {
  it('lower-cases and drops punctuation, accents and generational suffixes', () => {
    expect(normalizeName('Odell Beckham Jr.')).toBe('odell beckham');
    expect(normalizeName("D'Andre Swift")).toBe('dandre swift');
    expect(normalizeName('A.J. Brown')).toBe('aj brown');
    expect(normalizeName('Michael Pittman Jr')).toBe('michael pittman');
    expect(normalizeName('Kenneth Walker III')).toBe('kenneth walker');
    expect(normalizeName('Amon-Ra St. Brown')).toBe('amon ra st brown');
    expect(normalizeName('Jaxon Smith-Njigba')).toBe('jaxon smith njigba');
    expect(normalizeName('Zoë  Müller ')).toBe('zoe muller');
  });

  it('keeps a one-word name even when it looks like a suffix', () => {
    expect(normalizeName('V')).toBe('v');
  });
});
