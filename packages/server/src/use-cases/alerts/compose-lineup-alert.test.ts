import { describe, expect, it } from 'vitest';
import { composeLineupAlert, editorUrl } from './compose-lineup-alert.js';
import type { LineupAlertItem } from './lineup-alert-items.js';

const chase = { _id: 'p-chase', playerName: "Ja'Marr Chase", teamName: 'CIN', position: 'WR' } as const;
const lamb = { _id: 'p-lamb', playerName: 'CeeDee Lamb', teamName: 'DAL', position: 'WR' } as const;
const kittle = { _id: 'p-kittle', playerName: 'George Kittle', teamName: 'SF', position: 'TE' } as const;
const cmc = { _id: 'p-cmc', playerName: 'Christian McCaffrey', teamName: 'SF', position: 'RB' } as const;

const items: LineupAlertItem[] = [
  { slot: 'RB1', player: cmc, status: 'IR', bodyPart: 'Achilles', replacement: null },
  {
    slot: 'WR1',
    player: chase,
    status: 'Out',
    bodyPart: 'Hamstring',
    replacement: { player: lamb, points: 17.9 },
  },
  { slot: 'TE', player: kittle, status: 'bye', bodyPart: null, replacement: null },
];

describe('editorUrl', () => {
  it("is the editor's address of the team, its name encoded, opened on the week", () => {
    expect(editorUrl('https://lineup.example', 'Gridiron Gang #2', 6)).toBe(
      'https://lineup.example/edit-team/Gridiron%20Gang%20%232?week=6',
    );
  });
});

describe('composeLineupAlert', () => {
  const mail = composeLineupAlert({
    to: 'fan@example.com',
    teamName: 'Gridiron Gang',
    season: 2025,
    week: 6,
    mode: 'median',
    items,
    appUrl: 'https://lineup.example',
  });

  it('is one mail to the owner, its subject naming the team and the week', () => {
    expect(mail.to).toBe('fan@example.com');
    expect(mail.subject).toBe('Lineup alert: Gridiron Gang week 6');
  });

  it('names each starter with his status and the best replacement with his points in the mode, or says there is none', () => {
    expect(mail.text).toBe(
      [
        'News about starters of Gridiron Gang for week 6 of 2025:',
        '',
        '- RB1 Christian McCaffrey (RB, SF): IR (Achilles).',
        '  No bench player can take his place in RB1 (none eligible is healthy, off a bye and not yet kicked off).',
        "- WR1 Ja'Marr Chase (WR, CIN): Out (Hamstring).",
        '  Best replacement on your bench: CeeDee Lamb (WR, DAL), 17.9 points (median).',
        '- TE George Kittle (TE, SF): on a bye.',
        '  No bench player can take his place in TE (none eligible is healthy, off a bye and not yet kicked off).',
        '',
        'Change your lineup in the editor: https://lineup.example/edit-team/Gridiron%20Gang?week=6',
        '',
        "Points are projections in Gridiron Gang's mode (median) and scoring.",
        'You get these mails because lineup alerts are on; turn them off on your dashboard: https://lineup.example/dashboard',
      ].join('\n'),
    );
  });

  it('keeps a line break in stored text out of the subject', () => {
    const odd = composeLineupAlert({
      to: 'fan@example.com',
      teamName: 'Gang\nBcc: someone@example.com',
      season: 2025,
      week: 6,
      mode: 'median',
      items: items.slice(1, 2),
      appUrl: 'https://lineup.example',
    });
    expect(odd.subject).toBe('Lineup alert: Gang Bcc: someone@example.com week 6');
    expect(odd.text.startsWith('News about a starter of')).toBe(true);
  });
});
