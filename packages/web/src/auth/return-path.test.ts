import { describe, expect, it } from 'vitest';
import { safeReturnTo } from './return-path.js';

describe('safeReturnTo', () => {
  it('keeps a path of this app', () => {
    expect(safeReturnTo('/create-team')).toBe('/create-team');
    expect(safeReturnTo('/edit-team/Gridiron%20Gang?week=3')).toBe('/edit-team/Gridiron%20Gang?week=3');
  });

  it.each([null, undefined, '', 'https://evil.example/', '//evil.example/x', '/\\evil.example', 'dashboard'])(
    'sends %j to the dashboard',
    (path) => {
      expect(safeReturnTo(path)).toBe('/dashboard');
    },
  );
});
