import type { Provider } from 'oidc-provider';

type Interaction = Awaited<ReturnType<Provider['interactionDetails']>>;

function stringList(value: unknown): string[] {
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
}

/**
 * Grants what a first-party client asked for, with no consent page: the OpenID scopes and claims
 * and the API scopes the consent prompt reports missing, added to the interaction's grant (or a
 * new one). Returns the grant id for the interaction result.
 */
export async function grantRequestedAccess(provider: Provider, interaction: Interaction): Promise<string> {
  const accountId = interaction.session?.accountId;
  const clientId = interaction.params.client_id;
  if (!accountId || typeof clientId !== 'string') throw new Error('Consent without a signed-in account');

  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant = existing ?? new provider.Grant({ accountId, clientId });

  const details = interaction.prompt.details;
  const scopes = stringList(details.missingOIDCScope);
  if (scopes.length > 0) grant.addOIDCScope(scopes.join(' '));
  const claims = stringList(details.missingOIDCClaims);
  if (claims.length > 0) grant.addOIDCClaims(claims);
  const resources = details.missingResourceScopes;
  if (typeof resources === 'object' && resources !== null) {
    for (const [indicator, resourceScopes] of Object.entries(resources)) {
      const list = stringList(resourceScopes);
      if (list.length > 0) grant.addResourceScope(indicator, list.join(' '));
    }
  }
  return grant.save();
}
