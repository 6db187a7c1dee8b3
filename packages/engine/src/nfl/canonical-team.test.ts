import { describe, expect, it } from 'vitest';
import { canonicalTeam, NFL_TEAMS } from './canonical-team.js';

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
