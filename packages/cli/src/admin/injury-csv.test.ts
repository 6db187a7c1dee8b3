import type { AdminPlayer } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { PlayerIndex } from './find-player.js';
import { readInjuryCsv } from './injury-csv.js';
import { importReport, planImport } from './injury-import.js';

const HEALTHY = { status: null, bodyPart: null, description: null, practice: null };

function player(
  id: string,
  name: string,
  team: string,
  injury: AdminPlayer['injury'] = HEALTHY,
): AdminPlayer {
  return {
    id,
    name,
    position: 'WR',
    team,
    seasonProjections: { conservative: null, normal: null, aggressive: null },
    points: null,
    hasMLData: false,
    injury,
  };
}

const PLAYERS = new PlayerIndex([
  player('a', 'Amon-Ra St. Brown', 'DET'),
  player('w1', 'Mike Williams', 'PIT'),
  player('w2', 'Mike Williams', 'LAC', { ...HEALTHY, status: 'Out' }),
]);

describe('PlayerIndex', () => {
  it("finds a name as the server's normalizeName compares it (punctuation, suffix, accents), narrowed by team", () => {
    // 'amon ra st brown' and 'Mike Williams Jr.' found nobody when names were compared by trim().toLowerCase().
    expect(PLAYERS.find({ name: 'amon ra st brown' })).toMatchObject({ ok: true, player: { id: 'a' } });
    expect(PLAYERS.find({ name: 'Mike Williams Jr.', team: 'lac' })).toMatchObject({
      ok: true,
      player: { id: 'w2' },
    });
    expect(PLAYERS.find({ name: 'Mike Williams' })).toMatchObject({ ok: false, problem: 'ambiguous' });
    expect(PLAYERS.find({ name: 'Mike Willams' })).toMatchObject({ ok: false, problem: 'unknown' });
  });
});

describe('readInjuryCsv', () => {
  it('reads any spelling of the headers, a BOM, quotes, blank lines, and absent optional columns', () => {
    const text = '\uFEFFPlayer ID,Name,Team,Injury Status\n\na,,, Out \n,"Williams, Mike",PIT,IR\n';
    expect(readInjuryCsv(text, 'f.csv')).toEqual([
      { line: 3, player: { id: 'a' }, status: 'Out', bodyPart: '', practice: '', description: '' },
      {
        line: 4,
        player: { name: 'Williams, Mike', team: 'PIT' },
        status: 'IR',
        bodyPart: '',
        practice: '',
        description: '',
      },
    ]);
  });

  it('refuses an empty file, an unknown column, a header without status or player, and broken CSV', () => {
    expect(() => readInjuryCsv('', 'f.csv')).toThrow('f.csv: the file is empty (it needs a header row).');
    expect(() => readInjuryCsv('id,status,colour\n', 'f.csv')).toThrow("unknown column 'colour'");
    expect(() => readInjuryCsv('id,practice\n', 'f.csv')).toThrow('the header must name a status column');
    expect(() => readInjuryCsv('team,status\n', 'f.csv')).toThrow('the header must name a status column');
    expect(() => readInjuryCsv('id,status\n"a,Out\n', 'f.csv')).toThrow(/^f\.csv: not a CSV file: /);
  });
});

describe('planImport', () => {
  it('rejects unknown, ambiguous, invalid and later duplicate rows, and spots unchanged ones', () => {
    const rows = readInjuryCsv(
      [
        'player_id,name,team,status,practice',
        ',Mike Williams,,Out,', // ambiguous
        ',Mike Williams,LAC,out,', // unchanged (Out already)
        ',mike williams,lac,IR,', // duplicate of line 3
        'a,,,Questionable,Full', // applied
        'a,,,Doubtful,', // duplicate of line 5
        ',Nobody,DET,Out,', // unknown
        'w1,,,Bad,', // bad status
        ',,,Out,', // no player
      ].join('\n'),
      'f.csv',
    );
    const planned = planImport(rows, PLAYERS);
    expect(planned.map((row) => [row.line, row.outcome, row.reason])).toEqual([
      [
        2,
        'rejected',
        "Ambiguous player 'Mike Williams': Mike Williams (WR, PIT, id w1); Mike Williams (WR, LAC, id w2)",
      ],
      [3, 'unchanged', null],
      [4, 'rejected', 'Duplicate: Mike Williams is already on line 3'],
      [5, 'applied', null],
      [6, 'rejected', 'Duplicate: Amon-Ra St. Brown is already on line 5'],
      [7, 'rejected', "Unknown player 'Nobody' (DET)"],
      [8, 'rejected', 'Injury status must be one of: Questionable, Doubtful, Out, IR, PUP, NFI, Suspended'],
      [9, 'rejected', 'No player id or name'],
    ]);
    expect(planned[3]?.injury).toEqual({
      status: 'Questionable',
      bodyPart: null,
      description: null,
      practice: 'Full',
    });
    expect(importReport('f.csv', true, planned).summary).toEqual({
      total: 8,
      applied: 1,
      unchanged: 1,
      rejected: 6,
    });
  });
});
