/**
 * The outcomes the use cases report (sign-in, sign-up, checkout, billing webhook): the small port
 * the identity and billing code count through, so that neither knows about Prometheus. Each value
 * set is closed, so every label stays bounded.
 */

/**
 * How a sign-in form ended: signed in, or why not (`logIn`'s reasons; `rate-limited` is the
 * client's limit, `throttled` the address's lane, `incomplete` an empty field).
 */
export type SignInOutcome =
  | 'success'
  | 'invalid-credentials'
  | 'unconfirmed'
  | 'throttled'
  | 'rate-limited'
  | 'incomplete';

/** How a sign-up form ended: accepted (a mail went out), refused (a field), or over the client's limit. */
export type SignUpOutcome = 'accepted' | 'refused' | 'rate-limited';

/** How a checkout request ended: a checkout URL, a refusal (4xx), or a failure (the provider, the store). */
export type CheckoutOutcome = 'created' | 'refused' | 'failed';

/**
 * How a payment-provider webhook delivery ended (`unknown-object`: about a checkout session or
 * subscription the provider does not know; acknowledged).
 */
export type WebhookOutcome = 'applied' | 'duplicate' | 'unknown-object' | 'invalid-signature' | 'failed';

/** Where outcomes are counted. */
export interface Outcomes {
  signIn(outcome: SignInOutcome): void;
  signUp(outcome: SignUpOutcome): void;
  checkout(outcome: CheckoutOutcome): void;
  webhook(outcome: WebhookOutcome): void;
}

/** Counts nothing: the outcomes' sink when metrics are off. */
export const uncountedOutcomes: Outcomes = {
  signIn: () => undefined,
  signUp: () => undefined,
  checkout: () => undefined,
  webhook: () => undefined,
};
