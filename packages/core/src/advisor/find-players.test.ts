import { describe, expect, it } from 'vitest';
import { findMentionedPlayers, nameWords } from './find-players.js';
import { TEAM, testWeek } from './test-week.js';
import { nameOf, weekEntries } from './week-roster.js';

const entries = weekEntries(testWeek(TEAM));
const named = (question: string) => findMentionedPlayers(question, entries).players.map(nameOf);

describe('nameWords', () => {
  it('compares names without case, accents, apostrophes, periods, hyphens or a possessive', () => {
    expect(nameWords("Is Ja'Marr Chase's ceiling worth it?")).toEqual([
      'is',
      'jamarr',
      'chase',
      'ceiling',
      'worth',
      'it',
    ]);
    expect(nameWords('Amon-Ra St. Brown, A.J. BROWN, Müller')).toEqual([
      'amonra',
      'st',
      'brown',
      'aj',
      'brown',
      'muller',
    ]);
  });
});

describe('findMentionedPlayers', () => {
  it('matches full names, last names and first names, in any case, in the order the question names them', () => {
    expect(named('Start Chase or Hill?')).toEqual(["Ja'Marr Chase", 'Tyreek Hill']);
    expect(named('tyreek hill or JA’MARR CHASE?')).toEqual(['Tyreek Hill', "Ja'Marr Chase"]);
    expect(named('Lamar or Hurts this week?')).toEqual(['Lamar Jackson', 'Jalen Hurts']);
    expect(named("Is McCaffrey's knee ok? What about bijan")).toEqual([
      'Christian McCaffrey',
      'Bijan Robinson',
    ]);
  });

  it('prefers the longer match, so two players of one last name are told apart', () => {
    expect(named('St. Brown or A.J. Brown?')).toEqual(['Amon-Ra St. Brown', 'A.J. Brown']);
    expect(named('AJ Brown or the other Brown?')).toEqual(['A.J. Brown', 'Amon-Ra St. Brown']);
  });

  it('reports a word that names two players equally well, and names neither by it', () => {
    const found = findMentionedPlayers('Start Brown or Hill?', entries);
    expect(found.players.map(nameOf)).toEqual(['Tyreek Hill']);
    expect(found.ambiguous).toEqual(['brown']);
  });

  it('matches a defence by its name without "D/ST", and does not take common words for names', () => {
    expect(named('Should I play the 49ers defense?')).toEqual(['49ers D/ST']);
    expect(named('Who will mark the start of the season?')).toEqual([]);
    expect(named('Is Hillary on my team?')).toEqual([]);
  });

  it('names each player once', () => {
    expect(named("Chase or Ja'Marr Chase?")).toEqual(["Ja'Marr Chase"]);
  });
});
