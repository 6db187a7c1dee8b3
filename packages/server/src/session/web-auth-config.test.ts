import { describe, expect, it } from 'vitest';
import { webAuthConfig } from './web-auth-config.js';

const SCOPES = ['openid', 'profile', 'email', 'read:teams', 'read:subscription', 'offline_access'];

describe('webAuthConfig', () => {
  it('names the embedded issuer and its lineup-web client, whatever AUTH_WEB_CLIENT_ID says', () => {
    expect(
      webAuthConfig({
        embeddedIssuer: 'http://localhost:5005/oidc',
        outsideIssuer: undefined,
        outsideClientId: 'ignored-here',
        audience: 'http://localhost:5005/api',
        rolesClaim: 'roles',
      }),
    ).toEqual({
      issuer: 'http://localhost:5005/oidc',
      clientId: 'lineup-web',
      audience: 'http://localhost:5005/api',
      scopes: SCOPES,
      rolesClaim: 'roles',
    });
  });

  it('names an outside issuer as configured (trailing slash kept) with AUTH_WEB_CLIENT_ID', () => {
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
});
