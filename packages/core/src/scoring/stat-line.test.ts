import { describe, expect, it } from 'vitest';
import { ZStatLine } from './stat-line.js';

const issuesOf = (input: unknown) =>
  ZStatLine.safeParse(input).error?.issues.map((issue) => ({
    path: issue.path.join('.'),
    message: issue.message,
  }));

describe('ZStatLine', () => {
  it('fills every absent stat with 0 and leaves points and yards allowed unknown', () => {
    const line = ZStatLine.parse({ receptions: 11, receivingYards: 215, receivingTouchdowns: 2 });
    expect(line.receptions).toBe(11);
    expect(line.passingYards).toBe(0);
    expect(line.fgMade50Plus).toBe(0);
    expect(line.dstSacks).toBe(0);
    expect(line.pointsAllowed).toBeUndefined();
    expect(line.yardsAllowed).toBeUndefined();
  });

  it('takes null as an unknown points or yards allowed, and 0 as a shutout', () => {
    expect(ZStatLine.parse({ pointsAllowed: null, yardsAllowed: null })).toMatchObject({
      pointsAllowed: null,
      yardsAllowed: null,
    });
    expect(ZStatLine.parse({ pointsAllowed: 0 }).pointsAllowed).toBe(0);
  });

  it('accepts negative yards (a loss on a carry) and fractional counts (projected lines)', () => {
    const line = ZStatLine.parse({
      rushingYards: -7,
      receivingYards: -2,
      passingYards: -5,
      rushingTouchdowns: 0.45,
    });
    expect(line).toMatchObject({
      rushingYards: -7,
      receivingYards: -2,
      passingYards: -5,
      rushingTouchdowns: 0.45,
    });
  });

  it('refuses negative counts and negative points allowed, naming the field', () => {
    expect(issuesOf({ fumblesLost: -1, dstSacks: -2, pointsAllowed: -3 })).toEqual([
      { path: 'fumblesLost', message: 'must be 0 or more (it is a count)' },
      { path: 'dstSacks', message: 'must be 0 or more (it is a count)' },
      { path: 'pointsAllowed', message: 'must be 0 or more' },
    ]);
  });

  it('refuses non-numbers, NaN and infinite values', () => {
    expect(
      issuesOf({ receptions: '5', rushingYards: Number.NaN, passingYards: Number.POSITIVE_INFINITY }),
    ).toEqual([
      { path: 'passingYards', message: 'must be a finite number of yards' },
      { path: 'rushingYards', message: 'must be a finite number of yards' },
      { path: 'receptions', message: 'must be a number' },
    ]);
  });

  it('refuses unknown keys, so a typo cannot score 0 silently', () => {
    expect(issuesOf({ passingTds: 3 })).toEqual([{ path: '', message: 'has unknown key "passingTds"' }]);
    expect(issuesOf({ recs: 1, yds: 2 })).toEqual([{ path: '', message: 'has unknown keys "recs", "yds"' }]);
  });

  it('refuses a line that is not an object', () => {
    expect(issuesOf(42)).toEqual([{ path: '', message: 'must be an object' }]);
  });
});
