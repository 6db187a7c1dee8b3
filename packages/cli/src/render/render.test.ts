import stringWidth from 'string-width';
import { describe, expect, it } from 'vitest';
import { textTable } from './text-table.js';
import { viewerTimeDisplay } from './time-display.js';

describe('viewerTimeDisplay', () => {
  it('takes TZ and the POSIX locale of the environment', () => {
    expect(viewerTimeDisplay({ TZ: 'America/Chicago', LANG: 'en_GB.UTF-8' })).toEqual({
      timeZone: 'America/Chicago',
      locale: 'en-GB',
    });
    expect(viewerTimeDisplay({ TZ: ':Europe/Berlin', LC_ALL: 'de_DE.UTF-8', LANG: 'en_US.UTF-8' })).toEqual({
      timeZone: 'Europe/Berlin',
      locale: 'de-DE',
    });
    expect(viewerTimeDisplay({ LC_TIME: 'fr_FR@euro' })).toEqual({ locale: 'fr-FR' });
  });

  it('leaves to the runtime what is unset or not understood', () => {
    expect(viewerTimeDisplay({})).toEqual({});
    expect(viewerTimeDisplay({ TZ: 'Not/AZone', LANG: 'C.UTF-8' })).toEqual({});
    expect(viewerTimeDisplay({ LANG: 'POSIX' })).toEqual({});
  });
});

describe('textTable', () => {
  it('aligns columns two spaces apart, numbers to the right, with no trailing spaces', () => {
    const table = textTable({
      columns: [{ header: 'Team' }, { header: 'Pts', align: 'right' }, { header: 'Note' }],
      rows: [
        [{ text: 'Gridiron Gang' }, { text: '9.5' }, { text: '' }],
        [{ text: 'Bye' }, { text: '110.25' }, { text: 'x' }],
      ],
    });
    expect(table).toBe('Team              Pts  Note\nGridiron Gang     9.5\nBye            110.25  x\n');
  });

  it('measures wide characters and emoji by the columns a terminal gives them, not by .length', () => {
    const table = textTable({
      columns: [{ header: 'Team' }, { header: 'Pts', align: 'right' }],
      rows: [
        [{ text: '東京 Gang' }, { text: '9.5' }], // 2 + 2 + 5 = 9 columns, 7 UTF-16 units
        [{ text: '🏈 Bowl' }, { text: '12' }], // 2 + 5 = 7 columns, 7 UTF-16 units
        [{ text: 'Zoe\u0308' }, { text: '1' }], // 'e' + combining diaeresis: 3 columns, 4 units
      ],
    });
    expect(table).toBe('Team       Pts\n東京 Gang  9.5\n🏈 Bowl     12\nZoe\u0308          1\n');
    // every line is the same width on screen
    expect(
      new Set(
        table
          .trimEnd()
          .split('\n')
          .map((line) => stringWidth(line)),
      ),
    ).toEqual(new Set([14]));
  });
});
