import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { DEFAULT_PORT, isValidEmail, type Plan } from '@lineup-lab/core';
import { z } from 'zod';
import { SCRYPT_COSTS, type ScryptParameters } from './use-cases/accounts/password-hash.js';
import { DEFAULT_PLANS, ZPlanCatalogue } from './use-cases/billing/plan-catalogue.js';

/** The project's data folder (git-ignored): the embedded store's default home. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../data', import.meta.url));

const port = z
  .string()
  .regex(/^\d+$/, 'must be a whole number from 0 to 65535')
  .transform(Number)
  .pipe(z.number().max(65535, 'must be a whole number from 0 to 65535'));
const url = z.url({ protocol: /^https?$/, error: 'must be an http(s) URL' });
const UNIT_MS = { s: 1000, m: 60_000, h: 3_600_000 } as const;
/** A rate: a count per window, such as `20/10m` (s, m or h). */
const rate = z
  .string()
  .regex(/^\d+\/\d+[smh]$/, 'must be a count per window such as 20/10m (s, m or h)')
  .transform((text) => {
    const [count, window] = text.split('/') as [string, string];
    const unit = window.slice(-1) as keyof typeof UNIT_MS;
    return { limit: Number(count), windowMs: Number(window.slice(0, -1)) * UNIT_MS[unit] };
  })
  .refine((r) => r.limit > 0 && r.windowMs > 0, 'must be a count per window such as 20/10m (s, m or h)');
const positiveInteger = z
  .string()
  .regex(/^[1-9]\d*$/, 'must be a whole number from 1')
  .transform(Number);

/** What a bad LINEUP_SECRET_KEY is told. */
const SECRET_KEY_MESSAGE = 'must be the base64 of 32 random bytes (make one with: openssl rand -base64 32)';

const list = z
  .string()
  .transform((text) =>
    text
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  )
  .pipe(z.array(url));

/**
 * Every environment variable the server reads, with its default. `.env.example` lists the same
 * names; `config.test.ts` checks the two agree.
 */
export const ZEnvironment = z.object({
  PORT: port.default(DEFAULT_PORT),
  HOST: z.string().min(1, 'must not be empty').default('0.0.0.0'),
  PUBLIC_URL: url.optional(),
  DATA_DIR: z.string().min(1, 'must not be empty').default(DEFAULT_DATA_DIR),
  MONGODB_URI: z
    .string()
    .regex(/^mongodb(\+srv)?:\/\//, 'must be a mongodb:// or mongodb+srv:// URI')
    .optional(),
  AUTH_ISSUER: url.optional(),
  AUTH_AUDIENCE: z.string().min(1, 'must not be empty').optional(),
  AUTH_ROLES_CLAIM: z.string().min(1, 'must not be empty').default('roles'),
  AUTH_WEB_CLIENT_ID: z.string().min(1, 'must not be empty').default('lineup-web'),
  AUTH_CLI_CLIENT_ID: z.string().min(1, 'must not be empty').optional(),
  ADMIN_EMAIL: z
    .string()
    .refine(isValidEmail, 'must be an email address')
    .transform((email) => email.toLowerCase())
    .default('admin@lineup-lab.local'),
  ADMIN_PASSWORD: z.string().min(8, 'must be at least 8 characters').optional(),
  ADMIN_ROLE: z
    .string()
    .regex(/^[\x21-\x7e]{1,100}$/, 'must be a role name of up to 100 printable ASCII characters, no spaces')
    .optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  CORS_ORIGINS: list.default([]),
  WEB_ROOT: z.string().min(1, 'must not be empty').optional(),
  SUPPORT_EMAIL: z.string().refine(isValidEmail, 'must be an email address').optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().refine(isValidEmail, 'must be an email address').default('no-reply@lineup-lab.local'),
  PLANS_JSON: z
    .string()
    .transform((text, ctx) => {
      try {
        return JSON.parse(text) as unknown;
      } catch {
        ctx.addIssue({ code: 'custom', message: 'must be JSON' });
        return z.NEVER;
      }
    })
    .pipe(ZPlanCatalogue)
    .optional(),
  BILLING: z.enum(['stripe', 'local', 'off'], { error: 'must be stripe, local or off' }).optional(),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_…, sk_live_…)')
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_…)')
    .optional(),
  STRIPE_API_URL: url.optional(),
  STRIPE_PRICE_IDS: z
    .string()
    .regex(/^\s*[\w-]+=[\w-]+(\s*,\s*[\w-]+=[\w-]+)*\s*$/, 'must be planId=price_id pairs, comma-separated')
    .transform((text) =>
      Object.fromEntries(text.split(',').map((pair) => pair.trim().split('=') as [string, string])),
    )
    .optional(),
  LLM_BASE_URL: url.optional(),
  LLM_API_KEY: z.string().min(1, 'must not be empty').optional(),
  LLM_MODEL: z.string().min(1, 'must not be empty').optional(),
  LLM_TIMEOUT_MS: positiveInteger.prefault('8000'),
  DEMO_SEASON: z.enum(['auto', 'off']).default('auto'),
  TRUST_PROXY: z
    .string()
    .regex(/^(true|false|\d+|[\w.:/,\s-]+)$/, 'must be true, false, a number of hops or addresses')
    .default('false'),
  SIGN_IN_RATE_PER_CLIENT: rate.prefault('30/10m'),
  SIGN_UP_RATE_PER_CLIENT: rate.prefault('10/1h'),
  CONTACT_RATE_PER_CLIENT: rate.prefault('5/1h'),
  CONTACT_RATE_GLOBAL: rate.prefault('100/1h'),
  WAITLIST_RATE_PER_CLIENT: rate.prefault('10/1h'),
  WAITLIST_RATE_GLOBAL: rate.prefault('500/1h'),
  PASSWORD_HASH_CONCURRENCY: positiveInteger.optional(),
  PASSWORD_HASH_COST: z.enum(['standard', 'test']).default('standard'),
  LINEUP_NOW: z.iso
    .datetime({ offset: true, error: 'must be an ISO 8601 time such as 2026-09-20T12:00:00Z' })
    .optional(),
  SLEEPER_API_URL: url.default('https://api.sleeper.app/v1'),
  ESPN_API_URL: url.default('https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl'),
  YAHOO_API_URL: url.default('https://fantasysports.yahooapis.com/fantasy/v2'),
  YAHOO_AUTH_URL: url.default('https://api.login.yahoo.com/oauth2'),
  YAHOO_CLIENT_ID: z
    .string()
    .regex(/^[\x21-\x7e]{1,500}$/, 'must be the Client ID of a Yahoo app, printable ASCII without spaces')
    .optional(),
  YAHOO_CLIENT_SECRET: z
    .string()
    .regex(/^[\x21-\x7e]{1,500}$/, 'must be the Client Secret of a Yahoo app, printable ASCII without spaces')
    .optional(),
  LINEUP_SECRET_KEY: z
    .string()
    .regex(/^[A-Za-z0-9+/]{43}=?$/, SECRET_KEY_MESSAGE)
    .transform((text) => Buffer.from(text, 'base64'))
    .refine((key) => key.length === 32, SECRET_KEY_MESSAGE)
    .optional(),
  NFL_SCHEDULES_URL: url.default('https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv'),
  NFL_PLAYER_STATS_URL: url.default(
    'https://github.com/nflverse/nflverse-data/releases/download/player_stats/player_stats_{season}.csv',
  ),
  NFL_INJURIES_URL: url.default(
    'https://github.com/nflverse/nflverse-data/releases/download/injuries/injuries_{season}.csv',
  ),
  NODE_ENV: z.string().optional(),
  METRICS: z.enum(['off', 'on', 'token'], { error: 'must be off, on or token' }).optional(),
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7e]{16,}$/, 'must be at least 16 printable ASCII characters, no spaces')
    .optional(),
});
export type Environment = z.infer<typeof ZEnvironment>;

/** A count per window. */
export interface RateRule {
  limit: number;
  windowMs: number;
}

/** The server's settings, derived once from the environment. */
export interface ServerConfig {
  port: number;
  host: string;
  /** The URL users reach the server at; the embedded issuer lives under it. Unset: from the port. */
  publicUrl: string | undefined;
  dataDir: string;
  mongodbUri: string | undefined;
  auth: {
    /** An outside OIDC issuer; unset means the embedded provider. */
    issuer: string | undefined;
    /** The API audience; unset means `${publicUrl}/api` for the embedded provider. */
    audience: string | undefined;
    rolesClaim: string;
    /**
     * The web app's public client id at an outside issuer (`GET /api/auth/config`); the embedded
     * provider's web client is always `lineup-web`.
     */
    webClientId: string;
    /**
     * The `lineup` command's public client id (device flow) at an outside issuer, published by
     * `GET /api/auth/config` when set; the embedded provider's CLI client is always `lineup-cli`.
     */
    cliClientId: string | undefined;
    adminEmail: string;
    adminPassword: string | undefined;
    /**
     * ADMIN_ROLE: a role of the roles claim that makes its holder the administrator as well as the
     * ADMIN_EMAIL account; `null` (unset, the default) means the email rule alone.
     */
    adminRole: string | null;
  };
  logLevel: Environment['LOG_LEVEL'];
  corsOrigins: string[];
  webRoot: string | undefined;
  /** Where contact messages go; ADMIN_EMAIL by default. */
  supportEmail: string;
  /** SMTP delivery; unset means mail is stored in the outbox and logged. */
  smtp: { url: string; from: string } | undefined;
  plans: readonly Plan[];
  /**
   * The payment provider (BILLING, see `billingOf`): Stripe (its secret key and webhook secret, the
   * API's URL when not Stripe's own — a test server —, and price ids per plan where the catalogue's
   * prices should not be used), the local test checkout (nothing is charged: anyone may pay with a
   * test card), or `off`: payments are not set up, nothing can be bought.
   */
  billing:
    | { provider: 'local' }
    | { provider: 'off' }
    | {
        provider: 'stripe';
        secretKey: string;
        webhookSecret: string;
        apiUrl: string | undefined;
        priceIds: Record<string, string>;
      };
  /**
   * The advisor's chat model: any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, e.g.
   * https://api.openai.com/v1, LLM_API_KEY, LLM_MODEL, all three or none), and how long an answer
   * may take (LLM_TIMEOUT_MS, default 8000). Unset: the grounded analyst answers alone, offline.
   */
  llm: { baseUrl: string; apiKey: string; model: string; timeoutMs: number } | undefined;
  /** Load the generated demo season at start when the store has no NFL data (DEMO_SEASON=auto). */
  demoSeason: boolean;
  /**
   * TRUST_PROXY: which proxies' `X-Forwarded-For` and `-Proto` to believe (Express's `trust proxy`):
   * false (the socket's address is the client), true, a number of hops, or addresses.
   */
  trustProxy: boolean | number | string;
  /**
   * What one client (IP address) may do, and everyone together: sign-in and sign-up attempts,
   * contact messages and waitlist sign-ups. Over them, 429 with the wait.
   */
  limits: {
    signInPerClient: RateRule;
    signUpPerClient: RateRule;
    contactPerClient: RateRule;
    contactGlobal: RateRule;
    waitlistPerClient: RateRule;
    waitlistGlobal: RateRule;
  };
  /**
   * Password checks at once (PASSWORD_HASH_CONCURRENCY, default the cores), four times as many
   * queued, and the scrypt cost of new hashes (PASSWORD_HASH_COST: `standard`, OWASP's, by default;
   * `test`, a hundredth of it, for test servers, refused when NODE_ENV is `production`).
   */
  hashing: { concurrency: number; queue: number; cost: ScryptParameters };
  /**
   * LINEUP_NOW: the time the server's clock reads at start (it runs on from there); unset, the real
   * time. For tests and demos of another date: the season, its weeks and the demo season follow it.
   */
  now: Date | undefined;
  /** Sleeper's read API (SLEEPER_API_URL, default `https://api.sleeper.app/v1`; a test server in tests). */
  sleeper: { apiUrl: string };
  /** ESPN's fantasy football API (ESPN_API_URL, default `https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl`). */
  espn: { apiUrl: string };
  /**
   * Yahoo's Fantasy Sports API (YAHOO_API_URL) and OAuth 2.0 server (YAHOO_AUTH_URL), with the
   * operator's Yahoo app (YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET, both or neither): `client` is
   * `null` without one, and Yahoo import is then "not set up on this server".
   */
  yahoo: { apiUrl: string; authUrl: string; client: { id: string; secret: string } | null };
  /**
   * LINEUP_SECRET_KEY, decoded: the 32-byte key outside accounts' credentials (ESPN cookies, Yahoo
   * tokens) are sealed with at rest. Unset: outside production, a key generated once and kept in
   * the data folder (`composition/secret-box-key.ts`); in production, none, and such credentials
   * are refused rather than kept.
   */
  secretKey: Buffer | null;
  /** NODE_ENV=production: the defaults that are safe only on a developer's machine are off. */
  production: boolean;
  /** Where `lineup-server data sync` downloads from; `{season}` stands for the season. */
  nflSources: { schedules: string; playerStats: string; injuries: string };
  /**
   * `GET /metrics` (METRICS, METRICS_TOKEN): `off` (404, nothing measured), `on` (anyone may read
   * it), or `token` (a bearer token needed). Unset: `token` when METRICS_TOKEN is set, else `off`
   * when NODE_ENV is `production`, else `on`.
   */
  metrics: MetricsConfig;
}

/** Whether `/metrics` is served, and to whom. */
export type MetricsConfig = { mode: 'off' } | { mode: 'on' } | { mode: 'token'; token: string };

/**
 * Variables that hold a secret or may carry one (a password in a connection URI): the message of a
 * bad value does not repeat it, since it ends up in logs and on consoles.
 */
export const SECRET_VARIABLES: ReadonlySet<keyof Environment> = new Set([
  'ADMIN_PASSWORD',
  'MONGODB_URI',
  'SMTP_URL',
  'STRIPE_SECRET_KEY',
  'STRIPE_WEBHOOK_SECRET',
  'LLM_API_KEY',
  'METRICS_TOKEN',
  'YAHOO_CLIENT_SECRET',
  'LINEUP_SECRET_KEY',
]);

/** Values shaped like an API key or signing secret (Stripe's, OpenAI's), whatever variable holds them. */
const SECRET_SHAPE = /\b(?:sk|rk)_(?:live|test)_|\bwhsec_|\bsk-[\w-]{8,}/;

/**
 * A bad value as the error message shows it: not at all for a secret variable, for a value shaped
 * like a key (one pasted into the wrong variable) or holding a secret variable's value; any other
 * quoted with the credentials of a URL in it (`//user:password@`) left out.
 */
function shownValue(name: string, env: Record<string, string | undefined>): string {
  const value = env[name];
  const holdsSecret = (text: string) =>
    SECRET_SHAPE.test(text) ||
    [...SECRET_VARIABLES].some((secret) => {
      const held = env[secret];
      return held !== undefined && held.length >= 6 && text.includes(held);
    });
  if (SECRET_VARIABLES.has(name as keyof Environment) || (value !== undefined && holdsSecret(value))) {
    return 'a value not shown';
  }
  return JSON.stringify(value?.replace(/\/\/[^/?#@\s]*@/g, '//…@'));
}

/** A bad value in the environment; the message names each bad variable. */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/**
 * Reads the configuration from the environment once, or throws a `ConfigError` naming each bad
 * variable. An outside issuer needs its audience: `AUTH_ISSUER` without `AUTH_AUDIENCE` is refused.
 */
export function loadConfig(env: Record<string, string | undefined>): ServerConfig {
  const known = Object.fromEntries(
    Object.keys(ZEnvironment.shape).map((name) => [name, env[name] || undefined]),
  );
  const parsed = ZEnvironment.safeParse(known);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} ${issue.message} (got ${shownValue(name, env)})`;
    });
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  const e = parsed.data;
  if (e.AUTH_ISSUER && !e.AUTH_AUDIENCE) {
    throw new ConfigError('Invalid configuration: AUTH_AUDIENCE is required when AUTH_ISSUER is set');
  }
  const llmNames = ['LLM_BASE_URL', 'LLM_API_KEY', 'LLM_MODEL'] as const;
  const llmMissing = llmNames.filter((name) => e[name] === undefined);
  if (llmMissing.length > 0 && llmMissing.length < llmNames.length) {
    throw new ConfigError(
      `Invalid configuration: LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together (missing ${llmMissing.join(', ')})`,
    );
  }
  const metrics = metricsOf(e);
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL?.replace(/\/+$/, ''),
    dataDir: e.DATA_DIR,
    mongodbUri: e.MONGODB_URI,
    auth: {
      issuer: e.AUTH_ISSUER,
      audience: e.AUTH_AUDIENCE,
      rolesClaim: e.AUTH_ROLES_CLAIM,
      webClientId: e.AUTH_WEB_CLIENT_ID,
      cliClientId: e.AUTH_CLI_CLIENT_ID,
      adminEmail: e.ADMIN_EMAIL,
      adminPassword: e.ADMIN_PASSWORD,
      adminRole: e.ADMIN_ROLE ?? null,
    },
    logLevel: e.LOG_LEVEL,
    corsOrigins: e.CORS_ORIGINS,
    webRoot: e.WEB_ROOT,
    supportEmail: e.SUPPORT_EMAIL ?? e.ADMIN_EMAIL,
    smtp: e.SMTP_URL ? { url: e.SMTP_URL, from: e.MAIL_FROM } : undefined,
    plans: e.PLANS_JSON ?? DEFAULT_PLANS,
    billing: billingOf(e),
    llm:
      e.LLM_BASE_URL && e.LLM_API_KEY && e.LLM_MODEL
        ? { baseUrl: e.LLM_BASE_URL, apiKey: e.LLM_API_KEY, model: e.LLM_MODEL, timeoutMs: e.LLM_TIMEOUT_MS }
        : undefined,
    demoSeason: e.DEMO_SEASON === 'auto',
    now: e.LINEUP_NOW === undefined ? undefined : new Date(e.LINEUP_NOW),
    trustProxy: trustProxyOf(e.TRUST_PROXY),
    limits: {
      signInPerClient: e.SIGN_IN_RATE_PER_CLIENT,
      signUpPerClient: e.SIGN_UP_RATE_PER_CLIENT,
      contactPerClient: e.CONTACT_RATE_PER_CLIENT,
      contactGlobal: e.CONTACT_RATE_GLOBAL,
      waitlistPerClient: e.WAITLIST_RATE_PER_CLIENT,
      waitlistGlobal: e.WAITLIST_RATE_GLOBAL,
    },
    hashing: hashingOf(e),
    sleeper: { apiUrl: e.SLEEPER_API_URL.replace(/\/+$/, '') },
    espn: { apiUrl: e.ESPN_API_URL.replace(/\/+$/, '') },
    yahoo: yahooOf(e),
    secretKey: e.LINEUP_SECRET_KEY ?? null,
    production: e.NODE_ENV === 'production',
    nflSources: {
      schedules: e.NFL_SCHEDULES_URL,
      playerStats: e.NFL_PLAYER_STATS_URL,
      injuries: e.NFL_INJURIES_URL,
    },
    metrics,
  };
}

/**
 * METRICS and METRICS_TOKEN: `token` without a token, or `on` with one (it would not be asked for),
 * is refused; unset, `token` when a token is set, `off` in production (NODE_ENV=production), `on`
 * otherwise.
 */
function metricsOf(e: Environment): MetricsConfig {
  const token = e.METRICS_TOKEN;
  const mode = e.METRICS ?? (token ? 'token' : e.NODE_ENV === 'production' ? 'off' : 'on');
  if (mode === 'token') {
    if (!token) throw new ConfigError('Invalid configuration: METRICS_TOKEN is required when METRICS=token');
    return { mode, token };
  }
  if (mode === 'on' && token) {
    throw new ConfigError(
      'Invalid configuration: METRICS=on serves /metrics to anyone, so METRICS_TOKEN would not be asked for: set METRICS=token or unset METRICS_TOKEN',
    );
  }
  return { mode };
}

const STRIPE_KEYS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET'] as const;

/**
 * Which checkout runs (BILLING): `stripe` when asked for or when a Stripe key is set, and then both
 * keys are required; `local`, the test checkout, when asked for, or by default outside production;
 * `off` when asked for, or by default in production (NODE_ENV=production) without Stripe: no test
 * checkout hands out Pro on a real deployment. Stripe keys beside BILLING=local or off are refused
 * (they would be ignored).
 */
function billingOf(e: Environment): ServerConfig['billing'] {
  const stripeKeys = STRIPE_KEYS.filter((name) => e[name] !== undefined);
  const asked = e.BILLING ?? (stripeKeys.length > 0 ? 'stripe' : undefined);
  const provider = asked ?? (e.NODE_ENV === 'production' ? 'off' : 'local');
  if (provider !== 'stripe') {
    if (stripeKeys.length > 0) {
      throw new ConfigError(
        `Invalid configuration: BILLING=${provider} does not use Stripe, so ${stripeKeys.join(' and ')} would be ignored: set BILLING=stripe or unset ${stripeKeys.length > 1 ? 'them' : 'it'}`,
      );
    }
    return { provider };
  }
  if (!e.STRIPE_SECRET_KEY || !e.STRIPE_WEBHOOK_SECRET) {
    const missing = STRIPE_KEYS.filter((name) => e[name] === undefined);
    throw new ConfigError(
      `Invalid configuration: Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing ${missing.join(' and ')})`,
    );
  }
  return {
    provider: 'stripe',
    secretKey: e.STRIPE_SECRET_KEY,
    webhookSecret: e.STRIPE_WEBHOOK_SECRET,
    apiUrl: e.STRIPE_API_URL,
    priceIds: e.STRIPE_PRICE_IDS ?? {},
  };
}

/** Yahoo's URLs and the operator's Yahoo app: its id and secret go together. */
function yahooOf(e: Environment): ServerConfig['yahoo'] {
  const { YAHOO_CLIENT_ID: id, YAHOO_CLIENT_SECRET: secret } = e;
  if ((id === undefined) !== (secret === undefined)) {
    throw new ConfigError(
      `Invalid configuration: YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET go together (missing ${id === undefined ? 'YAHOO_CLIENT_ID' : 'YAHOO_CLIENT_SECRET'})`,
    );
  }
  return {
    apiUrl: e.YAHOO_API_URL.replace(/\/+$/, ''),
    authUrl: e.YAHOO_AUTH_URL.replace(/\/+$/, ''),
    client: id !== undefined && secret !== undefined ? { id, secret } : null,
  };
}

function trustProxyOf(text: string): boolean | number | string {
  if (text === 'true') return true;
  if (text === 'false') return false;
  return /^\d+$/.test(text) ? Number(text) : text;
}

function hashingOf(e: Environment): ServerConfig['hashing'] {
  if (e.PASSWORD_HASH_COST === 'test' && e.NODE_ENV === 'production') {
    throw new ConfigError(
      'Invalid configuration: PASSWORD_HASH_COST=test makes passwords cheap to guess and is for test servers only: unset it when NODE_ENV=production',
    );
  }
  const concurrency = e.PASSWORD_HASH_CONCURRENCY ?? availableParallelism();
  return { concurrency, queue: 4 * concurrency, cost: SCRYPT_COSTS[e.PASSWORD_HASH_COST] };
}
