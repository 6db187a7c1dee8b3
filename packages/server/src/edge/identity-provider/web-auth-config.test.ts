import { describe, expect, it } from 'vitest';
import { webAuthConfig } from './web-auth-config.js';

const SCOPES = ['openid', 'profile', 'email', 'read:teams', 'read:subscription', 'offline_access'];

describe('webAuthConfig', () => {
  it('names the embedded issuer and its lineup-web and lineup-cli clients, whatever AUTH_WEB_CLIENT_ID and AUTH_CLI_CLIENT_ID say', () => {
    expect(
      webAuthConfig({
        embeddedIssuer: 'http://localhost:5005/oidc',
        outsideIssuer: undefined,
        outsideClientId: 'ignored-here',
        outsideCliClientId: 'ignored-too',
        audience: 'http://localhost:5005/api',
        rolesClaim: 'roles',
      }),
    ).toEqual({
      issuer: 'http://localhost:5005/oidc',
      clientId: 'lineup-web',
      cliClientId: 'lineup-cli',
      audience: 'http://localhost:5005/api',
      scopes: SCOPES,
      rolesClaim: 'roles',
    });
  });

  it('names an outside issuer as configured (trailing slash kept) with AUTH_WEB_CLIENT_ID, and no CLI client unless AUTH_CLI_CLIENT_ID is set', () => {
    expect(
      webAuthConfig({
        embeddedIssuer: undefined,
        outsideIssuer: 'https://tenant.eu.auth0.com/',
        outsideClientId: 'spa-123',
        audience: 'https://api.lineup-lab.example.com',
        rolesClaim: 'https://lineup-lab.example.com/roles',
      }),
    ).toEqual({
      issuer: 'https://tenant.eu.auth0.com/',
      clientId: 'spa-123',
      audience: 'https://api.lineup-lab.example.com',
      scopes: SCOPES,
      rolesClaim: 'https://lineup-lab.example.com/roles',
    });
  });

  it('names the CLI’s client at an outside issuer when AUTH_CLI_CLIENT_ID is set', () => {
    expect(
      webAuthConfig({
        embeddedIssuer: undefined,
        outsideIssuer: 'https://tenant.eu.auth0.com/',
        outsideClientId: 'spa-123',
        outsideCliClientId: 'native-456',
        audience: 'https://api.lineup-lab.example.com',
        rolesClaim: 'roles',
      }),
    ).toMatchObject({ clientId: 'spa-123', cliClientId: 'native-456' });
  });
});
