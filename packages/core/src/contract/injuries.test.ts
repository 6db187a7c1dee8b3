import { describe, expect, it } from 'vitest';
import {
  INJURY_STATUS_OPTIONS,
  INJURY_STATUSES,
  isInjured,
  OUT_STATUSES,
  PRACTICE_STATUS_OPTIONS,
  parseInjuryStatus,
  parsePracticeStatus,
  willNotPlay,
  ZInjuryMap,
} from './injuries.js';

describe('injury statuses', () => {
  it('lists the spec values, the empty (Active) one as the first select option', () => {
    expect(INJURY_STATUSES).toEqual(['Questionable', 'Doubtful', 'Out', 'IR', 'PUP', 'NFI', 'Suspended']);
    expect(INJURY_STATUS_OPTIONS[0]).toEqual({ value: '', label: 'Active' });
    expect(INJURY_STATUS_OPTIONS.map((o) => o.value).slice(1)).toEqual([...INJURY_STATUSES]);
    expect(PRACTICE_STATUS_OPTIONS.map((o) => o.label)).toEqual(['Unknown', 'DNP', 'Limited', 'Full']);
  });

  it('knows who will not play: Out, IR, PUP, NFI, Suspended, in any case', () => {
    expect(OUT_STATUSES).toEqual(['Out', 'IR', 'PUP', 'NFI', 'Suspended']);
    for (const status of ['Out', 'OUT', 'out', 'IR', 'ir', 'PUP', 'NFI', 'Suspended', 'SUS', ' Out ']) {
      expect(willNotPlay(status), status).toBe(true);
    }
    for (const status of ['Questionable', 'Doubtful', '', 'Active', null, undefined, 'Sore']) {
      expect(willNotPlay(status), String(status)).toBe(false);
    }
  });

  it('counts any designation, and unknown text, as injured for suggestions', () => {
    for (const status of [...INJURY_STATUSES, 'QUESTIONABLE', 'Sore knee']) {
      expect(isInjured(status), status).toBe(true);
    }
    for (const status of ['', '  ', 'Active', 'healthy', null, undefined]) {
      expect(isInjured(status), String(status)).toBe(false);
    }
  });

  it('parses statuses to their canonical spelling', () => {
    expect(parseInjuryStatus('doubtful')).toBe('Doubtful');
    expect(parseInjuryStatus('Injured Reserve')).toBe('IR');
    expect(parseInjuryStatus('')).toBeNull();
    expect(parseInjuryStatus('Sore')).toBeUndefined();
    expect(parsePracticeStatus('FULL')).toBe('Full');
    expect(parsePracticeStatus('Did Not Participate')).toBe('DNP');
    expect(parsePracticeStatus('unknown')).toBeNull();
    expect(parsePracticeStatus('Partial')).toBeUndefined();
  });

  it('maps player names to designations in the injury map', () => {
    expect(ZInjuryMap.parse({ 'Christian McCaffrey': 'Out', 'Tee Higgins': 'Questionable' })).toEqual({
      'Christian McCaffrey': 'Out',
      'Tee Higgins': 'Questionable',
    });
    expect(ZInjuryMap.safeParse({ 'Tee Higgins': 'Sore' }).success).toBe(false);
  });
});
