import express, { type Request, type RequestHandler, type Response } from 'express';
import { errors, type Provider } from 'oidc-provider';
import { AppError } from '../../../errors/app-error.js';
import type { Logger } from '../../../logger.js';
import type { Clock } from '../../../ports/clock.js';
import type { Mailer } from '../../../ports/mailer.js';
import { type Outcomes, uncountedOutcomes } from '../../../ports/outcomes.js';
import type { Store } from '../../../ports/store.js';
import { consumeRateLimits, type RateLimit } from '../../../rate-limit/consume-rate-limit.js';
import type { HashGate } from '../../../use-cases/accounts/hash-gate.js';
import { clientAddress } from '../../http/client-address.js';
import { sendPage } from '../page-http.js';
import { verifyLinkOf } from './confirmation-routes.js';
import { type Interaction, pageRoute, uidOf } from './interaction-http.js';
import { interactionPaths } from './interaction-pages.js';

/** What the interaction routes need. */
export interface InteractionRoutesOptions {
  provider: Provider;
  store: Store;
  clock: Clock;
  logger: Logger;
  /** Clients whose consent is granted without asking (all of ours). */
  firstPartyClients: ReadonlySet<string>;
  /** Where sign-up and confirmation mails go out. */
  mailer: Mailer;
  /** Where password checks wait their turn. */
  gate: HashGate;
  /** The web app's address (a mail's way back in). */
  appUrl: string;
  /** The administrator's address: sign-ups that only look like it are refused. */
  adminEmail: string;
  /** Attempts one client (IP address) may make to sign in, and to sign up. */
  clientLimits: { signIn: Omit<RateLimit, 'key'>; signUp: Omit<RateLimit, 'key'> };
  /** Where sign-in and sign-up outcomes are counted (the metrics); nowhere by default. */
  outcomes?: Outcomes;
}

/** One request counted against a client limit (`withinLimit`). */
interface LimitedRequest {
  req: Request;
  res: Response;
  kind: 'signIn' | 'signUp';
  /** The page that says the wait, for the 429 answer. */
  render: (message: string) => string;
}

/** The options, with what every interaction route group shares worked out once. */
export interface InteractionContext extends InteractionRoutesOptions {
  outcomes: Outcomes;
  /** The sign-in pages' handler wrapper (`pageRoute`). */
  page: (handler: (req: Request, res: Response) => Promise<void>) => RequestHandler;
  /** The confirmation link of sign-in `uid` for a mailed token. */
  verifyLink: (uid: string) => (token: string) => string;
  /** The interaction of the page's path, held by this browser. */
  load(req: Request, res: Response): Promise<Interaction>;
  /** The interaction when it is at the login prompt; otherwise sends the browser to it and answers undefined. */
  atLogin(req: Request, res: Response): Promise<Interaction | undefined>;
  /**
   * Counts one request of this client against its limit; when it is over, answers 429 with the
   * wait (in the page and in Retry-After) and gives `false`.
   */
  withinLimit(request: LimitedRequest): Promise<boolean>;
}

/** The interaction pages' form bodies: small, urlencoded. */
export const formBody: RequestHandler = express.urlencoded({
  extended: false,
  limit: '16kb',
  parameterLimit: 10,
});

export function interactionContext(options: InteractionRoutesOptions): InteractionContext {
  const { provider, store, clock } = options;

  async function load(req: Request, res: Response): Promise<Interaction> {
    const interaction = await provider.interactionDetails(req, res);
    if (interaction.uid !== uidOf(req)) throw new errors.SessionNotFound('interaction mismatch');
    return interaction;
  }

  return {
    ...options,
    outcomes: options.outcomes ?? uncountedOutcomes,
    page: pageRoute(options.logger),
    verifyLink: verifyLinkOf(provider),
    load,
    async atLogin(req, res) {
      const interaction = await load(req, res);
      if (interaction.prompt.name === 'login') return interaction;
      res.redirect(303, interactionPaths(interaction.uid).login);
      return undefined;
    },
    async withinLimit({ req, res, kind, render }) {
      try {
        await consumeRateLimits({ store, clock }, [
          { key: `${kind}:client:${clientAddress(req)}`, ...options.clientLimits[kind] },
        ]);
        return true;
      } catch (error) {
        if (!(error instanceof AppError) || error.code !== 'RATE_LIMITED') throw error;
        res.setHeader('Retry-After', String(error.extra.retryAfter ?? 60));
        sendPage(res, 429, render(error.message));
        return false;
      }
    },
  };
}
