import { describe, expect, it } from 'vitest';
import { numbersIn, numbersNotIn } from './numbers-in.js';

describe('numbersIn', () => {
  it('reads the numbers a sentence states, not digits inside words', () => {
    expect(
      numbersIn("Start Ja'Marr Chase at WR1 over the 49ers D/ST: median 19.8 against 15.1 (+4.7)."),
    ).toEqual([19.8, 15.1, 4.7]);
    expect(numbersIn('Week 6: 99.0 points, 3 moves.')).toEqual([6, 99, 3]);
    expect(numbersIn('Kickoff 1:00 PM')).toEqual([1, 0]);
    expect(numbersIn('No numbers here')).toEqual([]);
  });
});

describe('numbersNotIn', () => {
  it('accepts a fact’s number as written or rounded to one decimal, and reports the rest', () => {
    expect(numbersNotIn('median 19.8 against 15, then 22.45', [19.8, 15.0, 22.4])).toEqual([]);
    expect(numbersNotIn('median 19.8 against 15.3', [19.8, 15.1])).toEqual([15.3]);
    expect(numbersNotIn('a total of 120', [119.8])).toEqual([120]);
  });
});
