import type { Provider } from 'oidc-provider';

type Middleware = Parameters<Provider['use']>[0];

/**
 * oidc-provider drops `offline_access` from an authorization request unless `prompt` includes
 * `consent` (OpenID Connect Core §11). Our clients are first-party and their consent is granted
 * without a page, so for them this adds `consent` to the prompt of a request that asks for
 * `offline_access` (unless it is `prompt=none`): the web app gets its refresh token without knowing
 * the rule, and the user sees nothing more.
 */
export function offlineAccessConsent(firstPartyClients: ReadonlySet<string>): Middleware {
  return async (ctx, next) => {
    if (ctx.method === 'GET' && ctx.path === '/auth') {
      const query = new URLSearchParams(ctx.querystring);
      const clientId = query.get('client_id');
      const scopes = (query.get('scope') ?? '').split(' ');
      const prompts = (query.get('prompt') ?? '').split(' ').filter(Boolean);
      if (
        clientId &&
        firstPartyClients.has(clientId) &&
        scopes.includes('offline_access') &&
        !prompts.includes('none') &&
        !prompts.includes('consent')
      ) {
        query.set('prompt', [...prompts, 'consent'].join(' '));
        ctx.querystring = query.toString();
      }
    }
    await next();
  };
}
