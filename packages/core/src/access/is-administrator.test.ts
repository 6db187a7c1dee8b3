import { describe, expect, it } from 'vitest';
import { isAdministrator } from './is-administrator.js';

const EMAIL_ONLY = { adminEmail: 'admin@lineup-lab.test', adminRole: null };
const WITH_ROLE = { adminEmail: 'admin@lineup-lab.test', adminRole: 'lineup-admin' };

describe('isAdministrator', () => {
  it('takes the ADMIN_EMAIL address, letters compared without ASCII case', () => {
    expect(isAdministrator({ email: 'admin@lineup-lab.test', roles: [] }, EMAIL_ONLY)).toBe(true);
    expect(isAdministrator({ email: 'ADMIN@Lineup-Lab.TEST', roles: [] }, EMAIL_ONLY)).toBe(true);
    expect(
      isAdministrator(
        { email: 'admin@lineup-lab.test', roles: [] },
        { ...EMAIL_ONLY, adminEmail: 'Admin@LINEUP-lab.test' },
      ),
    ).toBe(true);
  });

  it('refuses look-alikes: spaces, Cyrillic and full-width letters, invisible characters, other addresses', () => {
    for (const email of [
      'admin@lineup-lab.test ',
      ' admin@lineup-lab.test',
      'admin@lineup-lab.test\n',
      // Cyrillic а (U+0430) for the Latin a
      '\u0430dmin@lineup-lab.test',
      // Cyrillic А (U+0410), which lower-cases to а, not to a
      '\u0410DMIN@lineup-lab.test',
      // full-width Ａ (U+FF21), which NFKC would fold to A
      '\uFF21dmin@lineup-lab.test',
      // a zero-width space
      'admin\u200B@lineup-lab.test',
      'admin@lineup-lab.test.evil.example',
      'xadmin@lineup-lab.test',
      '',
    ]) {
      expect(isAdministrator({ email, roles: [] }, EMAIL_ONLY), JSON.stringify(email)).toBe(false);
    }
    // The Turkish dotted İ (U+0130) lower-cases to i + a combining dot in Unicode; not here.
    expect(isAdministrator({ email: 'adm\u0130n@lineup-lab.test', roles: [] }, EMAIL_ONLY)).toBe(false);
    // Kelvin sign K (U+212A) lower-cases to a Latin k in Unicode; not here.
    expect(
      isAdministrator(
        { email: 'k@lineup-lab.test', roles: [] },
        { ...EMAIL_ONLY, adminEmail: 'k@lineup-lab.test' },
      ),
    ).toBe(true);
    expect(
      isAdministrator(
        { email: '\u212A@lineup-lab.test', roles: [] },
        { ...EMAIL_ONLY, adminEmail: 'k@lineup-lab.test' },
      ),
    ).toBe(false);
  });

  it('refuses an identity without an email, and an empty ADMIN_EMAIL matches nobody', () => {
    expect(isAdministrator({ email: null, roles: [] }, EMAIL_ONLY)).toBe(false);
    expect(isAdministrator({ email: undefined, roles: [] }, EMAIL_ONLY)).toBe(false);
    expect(isAdministrator({ email: '', roles: [] }, { ...EMAIL_ONLY, adminEmail: '' })).toBe(false);
  });

  it('does not count an email its issuer says is unverified; absent or true counts', () => {
    const email = 'admin@lineup-lab.test';
    expect(isAdministrator({ email, emailVerified: false, roles: [] }, EMAIL_ONLY)).toBe(false);
    expect(isAdministrator({ email, emailVerified: true, roles: [] }, EMAIL_ONLY)).toBe(true);
    expect(isAdministrator({ email, emailVerified: undefined, roles: [] }, EMAIL_ONLY)).toBe(true);
  });

  it('ignores the roles claim unless ADMIN_ROLE is configured', () => {
    expect(isAdministrator({ email: 'fan@example.com', roles: ['admin'] }, EMAIL_ONLY)).toBe(false);
    expect(isAdministrator({ email: null, roles: ['admin', 'lineup-admin'] }, EMAIL_ONLY)).toBe(false);
    expect(
      isAdministrator({ email: 'fan@example.com', roles: ['admin'] }, { ...EMAIL_ONLY, adminRole: '' }),
    ).toBe(false);
  });

  it('with ADMIN_ROLE, takes a holder of exactly that role as well as the email', () => {
    expect(isAdministrator({ email: 'fan@example.com', roles: ['user', 'lineup-admin'] }, WITH_ROLE)).toBe(
      true,
    );
    expect(isAdministrator({ email: null, emailVerified: false, roles: ['lineup-admin'] }, WITH_ROLE)).toBe(
      true,
    );
    expect(isAdministrator({ email: 'fan@example.com', roles: ['admin'] }, WITH_ROLE)).toBe(false);
    expect(
      isAdministrator({ email: 'fan@example.com', roles: ['Lineup-Admin', 'lineup-admin '] }, WITH_ROLE),
    ).toBe(false);
    expect(isAdministrator({ email: 'admin@lineup-lab.test', roles: [] }, WITH_ROLE)).toBe(true);
  });
});
