import { describe, expect, it } from 'vitest';
import { classifyQuestion, needOf } from './classify-question.js';

describe('needOf', () => {
  it('reads the ceiling for an underdog and the floor for a favourite protecting a lead', () => {
    expect(needOf("I'm the underdog this week")).toBe('aggressive');
    expect(needOf('I need a big week, who has the upside?')).toBe('aggressive');
    expect(needOf("We're the favorite")).toBe('conservative');
    expect(needOf('I want to protect a lead')).toBe('conservative');
    expect(needOf('Who is the safer play?')).toBe('conservative');
  });

  it('reads nothing when the question says neither, or both', () => {
    expect(needOf('Start Chase or Hill?')).toBeUndefined();
    expect(needOf('Safe floor or big ceiling?')).toBeUndefined();
  });
});

describe('classifyQuestion', () => {
  it.each([
    ['Who should I play at FLEX?', 0, 'flex'],
    ['Chase or Hill at flex?', 2, 'flex'],
    ['Start Chase or Hill?', 2, 'startOrSit'],
    ['Is Hill hurt? Should I start Chase or him?', 2, 'startOrSit'],
    ['Should I start Bijan?', 1, 'startOrSit'],
    ['Any injuries or byes?', 0, 'injuriesAndByes'],
    ['Is McCaffrey on IR?', 1, 'injuriesAndByes'],
    ['Who is out this week?', 0, 'injuriesAndByes'],
    ['Is my lineup optimal?', 0, 'optimal'],
    ['Who should I start?', 0, 'optimal'],
    ['Can I improve my lineup?', 0, 'optimal'],
    ["I'm the underdog this week", 0, 'floorOrCeiling'],
    ['We are the favourite: protect the lead?', 0, 'floorOrCeiling'],
    ["I'm the underdog, should I start Brown?", 1, 'startOrSit'],
    ['What is the weather in Green Bay?', 0, 'overview'],
    // Pickups and drops: never a start-or-sit answer, however many of the team's players are named.
    ['Should I pick up Dante Garrity Jr. and drop Luca Zeller?', 1, 'pickup'],
    ['Should I pickup Chase?', 1, 'pickup'],
    ['add Barkley?', 0, 'pickup'],
    ['Anyone on waivers worth a claim?', 0, 'pickup'],
    ['Drop Hall for Barkley?', 2, 'pickup'],
    ['Is there a free agent better than Hill at FLEX?', 1, 'pickup'],
    // Trades.
    ['Trade Chase for Barkley?', 2, 'trade'],
    ['Should I give Chase and Hall for Barkley?', 3, 'trade'],
    ['Should I accept this trade: Hill for Kelce?', 2, 'trade'],
    ['He offered me Kelce for Lamb', 2, 'trade'],
  ] as const)('%s → %s', (question, named, topic) => {
    expect(classifyQuestion(question, named)).toBe(topic);
  });
});
