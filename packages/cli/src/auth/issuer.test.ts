import type { AuthConfig } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { CLI_CLIENT_ID, signInSettings } from './issuer.js';

const CONFIG: AuthConfig = {
  issuer: 'http://127.0.0.1:5005/oidc',
  clientId: 'lineup-web',
  audience: 'http://127.0.0.1:5005/api',
  scopes: ['openid', 'profile', 'email'],
  rolesClaim: 'roles',
};

describe('signInSettings', () => {
  it('signs in as the client the server names for the CLI, whatever LINEUP_CLIENT_ID says', () => {
    expect(signInSettings({ ...CONFIG, cliClientId: 'native-456' }, { LINEUP_CLIENT_ID: 'mine' })).toEqual({
      issuer: CONFIG.issuer,
      clientId: 'native-456',
      audience: CONFIG.audience,
      scope: 'openid profile email offline_access',
    });
  });

  it('falls back to LINEUP_CLIENT_ID, then lineup-cli, when the server names none (an older server)', () => {
    expect(signInSettings(CONFIG, { LINEUP_CLIENT_ID: 'mine' }).clientId).toBe('mine');
    expect(signInSettings(CONFIG, { LINEUP_CLIENT_ID: '' }).clientId).toBe(CLI_CLIENT_ID);
    expect(signInSettings(CONFIG, {}).clientId).toBe('lineup-cli');
  });

  it('asks for offline_access once', () => {
    const scopes = ['openid', 'offline_access'];
    expect(signInSettings({ ...CONFIG, scopes }, {}).scope).toBe('openid offline_access');
  });
});
