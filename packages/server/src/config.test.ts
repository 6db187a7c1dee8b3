import { readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { DEFAULT_PORT } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, loadConfig, SECRET_VARIABLES, ZEnvironment } from './config.js';
import { CURRENT_SCRYPT } from './use-cases/accounts/password-hash.js';
import { DEFAULT_PLANS } from './use-cases/billing/plan-catalogue.js';

describe('loadConfig', () => {
  it('runs everything embedded by default', () => {
    expect(loadConfig({})).toEqual({
      port: DEFAULT_PORT,
      host: '0.0.0.0',
      publicUrl: undefined,
      dataDir: DEFAULT_DATA_DIR,
      mongodbUri: undefined,
      auth: {
        issuer: undefined,
        audience: undefined,
        rolesClaim: 'roles',
        webClientId: 'lineup-web',
        cliClientId: undefined,
        adminEmail: 'admin@lineup-lab.local',
        adminPassword: undefined,
        adminRole: null,
      },
      logLevel: 'info',
      corsOrigins: [],
      webRoot: undefined,
      supportEmail: 'admin@lineup-lab.local',
      smtp: undefined,
      plans: DEFAULT_PLANS,
      billing: { provider: 'local' },
      llm: undefined,
      demoSeason: true,
      now: undefined,
      trustProxy: false,
      limits: {
        signInPerClient: { limit: 30, windowMs: 10 * 60_000 },
        signUpPerClient: { limit: 10, windowMs: 60 * 60_000 },
        contactPerClient: { limit: 5, windowMs: 60 * 60_000 },
        contactGlobal: { limit: 100, windowMs: 60 * 60_000 },
        waitlistPerClient: { limit: 10, windowMs: 60 * 60_000 },
        waitlistGlobal: { limit: 500, windowMs: 60 * 60_000 },
      },
      hashing: {
        concurrency: availableParallelism(),
        queue: 4 * availableParallelism(),
        cost: CURRENT_SCRYPT,
      },
      sleeper: { apiUrl: 'https://api.sleeper.app/v1' },
      espn: { apiUrl: 'https://lm-api-reads.fantasy.espn.com/apis/v3/games/ffl' },
      yahoo: {
        apiUrl: 'https://fantasysports.yahooapis.com/fantasy/v2',
        authUrl: 'https://api.login.yahoo.com/oauth2',
        client: null,
      },
      secretKey: null,
      production: false,
      nflSources: {
        schedules: 'https://raw.githubusercontent.com/nflverse/nfldata/master/data/games.csv',
        playerStats:
          'https://github.com/nflverse/nflverse-data/releases/download/player_stats/player_stats_{season}.csv',
        injuries:
          'https://github.com/nflverse/nflverse-data/releases/download/injuries/injuries_{season}.csv',
      },
      metrics: { mode: 'on' },
    });
    expect(DEFAULT_DATA_DIR).toMatch(/[/\\]data$/);
  });

  it('reads every variable', () => {
    const config = loadConfig({
      PORT: '0',
      HOST: '127.0.0.1',
      PUBLIC_URL: 'https://lineup.example.com/',
      DATA_DIR: '/var/lib/lineup',
      MONGODB_URI: 'mongodb://db:27017/lineup',
      AUTH_ISSUER: 'https://tenant.auth0.com/',
      AUTH_AUDIENCE: 'https://api.lineup.example.com',
      AUTH_ROLES_CLAIM: 'https://lineup.example.com/roles',
      AUTH_WEB_CLIENT_ID: 'spa-client-123',
      AUTH_CLI_CLIENT_ID: 'cli-client-456',
      ADMIN_EMAIL: 'Boss@Example.com',
      ADMIN_PASSWORD: 'correct horse',
      ADMIN_ROLE: 'lineup-admin',
      LOG_LEVEL: 'debug',
      CORS_ORIGINS: 'https://a.example.com, https://b.example.com',
      WEB_ROOT: '/srv/web',
      LINEUP_NOW: '2026-09-20T05:00:00-07:00',
    });
    expect(config).toMatchObject({
      port: 0,
      now: new Date('2026-09-20T12:00:00Z'),
      publicUrl: 'https://lineup.example.com',
      mongodbUri: 'mongodb://db:27017/lineup',
      auth: {
        issuer: 'https://tenant.auth0.com/',
        adminEmail: 'boss@example.com',
        adminRole: 'lineup-admin',
        rolesClaim: 'https://lineup.example.com/roles',
        webClientId: 'spa-client-123',
        cliClientId: 'cli-client-456',
      },
      corsOrigins: ['https://a.example.com', 'https://b.example.com'],
    });
  });

  it('sends mail over SMTP only when SMTP_URL is set', () => {
    expect(loadConfig({ SMTP_URL: 'smtps://u:p@mail.example.com:465' }).smtp).toEqual({
      url: 'smtps://u:p@mail.example.com:465',
      from: 'no-reply@lineup-lab.local',
    });
    expect(() => loadConfig({ SMTP_URL: 'http://mail' })).toThrow(/SMTP_URL must be an smtp/);
  });

  it('counts an empty value as unset', () => {
    expect(loadConfig({ PORT: '', MONGODB_URI: '' })).toMatchObject({
      port: DEFAULT_PORT,
      mongodbUri: undefined,
    });
  });

  it.each(['abc', '-1', '1.5', '65536', ' 80'])('refuses PORT=%j naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(
      new ConfigError(
        `Invalid configuration: PORT must be a whole number from 0 to 65535 (got ${JSON.stringify(port)})`,
      ),
    );
  });

  it('reads limits as a count per window, trust proxy and the hashing concurrency', () => {
    const config = loadConfig({
      SIGN_IN_RATE_PER_CLIENT: '5/30s',
      WAITLIST_RATE_GLOBAL: '2/2h',
      TRUST_PROXY: '1',
      PASSWORD_HASH_CONCURRENCY: '3',
    });
    expect(config.limits.signInPerClient).toEqual({ limit: 5, windowMs: 30_000 });
    expect(config.limits.waitlistGlobal).toEqual({ limit: 2, windowMs: 7_200_000 });
    expect(config).toMatchObject({ trustProxy: 1, hashing: { concurrency: 3, queue: 12 } });
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(true);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1' }).trustProxy).toBe('10.0.0.0/8, 127.0.0.1');
    for (const [name, value] of [
      ['SIGN_UP_RATE_PER_CLIENT', '10 per hour'],
      ['CONTACT_RATE_GLOBAL', '0/1h'],
      ['PASSWORD_HASH_CONCURRENCY', '0'],
    ]) {
      expect(() => loadConfig({ [name as string]: value })).toThrow(new RegExp(`${name} must`));
    }
  });

  it.each(['yesterday', '2026-09-20', '2026-13-01T00:00:00Z'])(
    'refuses LINEUP_NOW=%j naming the variable',
    (now) => {
      expect(() => loadConfig({ LINEUP_NOW: now })).toThrow(
        new ConfigError(
          `Invalid configuration: LINEUP_NOW must be an ISO 8601 time such as 2026-09-20T12:00:00Z (got ${JSON.stringify(now)})`,
        ),
      );
    },
  );

  it('hashes new passwords at the standard cost unless a test server asks for less, never in production', () => {
    expect(loadConfig({ PASSWORD_HASH_COST: 'standard' }).hashing.cost).toEqual({ N: 2 ** 15, r: 8, p: 3 });
    expect(loadConfig({ PASSWORD_HASH_COST: 'test' }).hashing.cost).toEqual({ N: 2 ** 10, r: 8, p: 1 });
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'test', NODE_ENV: 'production' })).toThrow(
      /PASSWORD_HASH_COST=test .* unset it when NODE_ENV=production/,
    );
    expect(() => loadConfig({ PASSWORD_HASH_COST: 'cheap' })).toThrow(ConfigError);
  });

  it('reads ADMIN_ROLE as one role name, unset by default; refuses spaces', () => {
    expect(loadConfig({ ADMIN_ROLE: 'admin' }).auth.adminRole).toBe('admin');
    expect(loadConfig({ ADMIN_ROLE: '' }).auth.adminRole).toBeNull();
    expect(() => loadConfig({ ADMIN_ROLE: 'lineup admin' })).toThrow(/ADMIN_ROLE must be a role name/);
  });

  it('names every bad variable at once', () => {
    expect(() =>
      loadConfig({ PORT: 'x', MONGODB_URI: 'postgres://x', LOG_LEVEL: 'loud', ADMIN_EMAIL: 'nobody' }),
    ).toThrow(/PORT .*; MONGODB_URI must be a mongodb.*; ADMIN_EMAIL must be an email.*; LOG_LEVEL/);
    expect(() => loadConfig({ CORS_ORIGINS: 'https://ok.example.com,ftp://nope' })).toThrow(/CORS_ORIGINS/);
  });

  describe('a bad secret (issue 25 #8)', () => {
    const SECRET = 'S3cretP';
    const badSecrets = {
      ADMIN_PASSWORD: SECRET,
      MONGODB_URI: `mongo://app:${SECRET}@db.example:27017/lineup`,
      SMTP_URL: `smpt://mailer:${SECRET}@mail.example:587`,
      STRIPE_SECRET_KEY: `sk_live_${SECRET}-1`,
      STRIPE_WEBHOOK_SECRET: `whsec_${SECRET}-1`,
      METRICS_TOKEN: `${SECRET} with spaces`,
    };

    it.each(Object.entries(badSecrets))('names %s but never repeats its value', (name, value) => {
      const error = (() => {
        try {
          loadConfig({ [name]: value });
        } catch (caught) {
          return caught as Error;
        }
        throw new Error(`${name}=${value} was accepted`);
      })();
      expect(error).toBeInstanceOf(ConfigError);
      expect(error.message).toContain(`${name} must`);
      expect(error.message).toContain('(got a value not shown)');
      expect(error.message).not.toContain(SECRET);
    });

    it('leaves the credentials out of any other URL it repeats', () => {
      expect(() => loadConfig({ PUBLIC_URL: `ftp://admin:${SECRET}@lineup.example` })).toThrow(
        new ConfigError(
          'Invalid configuration: PUBLIC_URL must be an http(s) URL (got "ftp://…@lineup.example")',
        ),
      );
    });

    it('does not repeat a key pasted into the wrong variable, nor a value holding a secret', () => {
      for (const env of [
        { LLM_BASE_URL: `sk-proj-${SECRET}abcdef` },
        { STRIPE_API_URL: `sk_live_${SECRET}` },
        { STRIPE_PRICE_IDS: `whsec_${SECRET}` },
        { ADMIN_PASSWORD: `${SECRET}-long-enough`, ADMIN_ROLE: `role ${SECRET}-long-enough` },
      ]) {
        const [name] = Object.keys(env).slice(-1);
        expect(() => loadConfig(env), name).toThrow(`${name} must`);
        expect(() => loadConfig(env), name).toThrow(/\(got a value not shown\)$/);
        expect(() => loadConfig(env), name).not.toThrow(SECRET);
      }
    });

    it('counts every variable named as a secret among the secrets', () => {
      const named = Object.keys(ZEnvironment.shape).filter((name) =>
        /(PASSWORD|SECRET|_KEY|TOKEN|_URI)$/.test(name),
      );
      expect(named.length).toBeGreaterThan(4);
      for (const name of named) expect(SECRET_VARIABLES.has(name as never), name).toBe(true);
    });
  });

  it('takes a plan catalogue as JSON, checked against the contract', () => {
    const plans = [{ ...DEFAULT_PLANS[0], name: 'Starter' }];
    expect(loadConfig({ PLANS_JSON: JSON.stringify(plans) }).plans).toEqual(plans);
    expect(() => loadConfig({ PLANS_JSON: '{nope' })).toThrow('PLANS_JSON must be JSON');
    expect(() => loadConfig({ PLANS_JSON: JSON.stringify([{ ...DEFAULT_PLANS[1] }]) })).toThrow(
      /PLANS_JSON must include the free plan/,
    );
  });

  it('needs an audience with an outside issuer', () => {
    expect(() => loadConfig({ AUTH_ISSUER: 'https://tenant.auth0.com/' })).toThrow(
      'AUTH_AUDIENCE is required when AUTH_ISSUER is set',
    );
  });

  it('pays through Stripe when STRIPE_SECRET_KEY is set, with its webhook secret, API URL and price ids', () => {
    expect(
      loadConfig({
        STRIPE_SECRET_KEY: 'sk_test_abc123',
        STRIPE_WEBHOOK_SECRET: 'whsec_xyz',
        STRIPE_API_URL: 'http://127.0.0.1:12111',
        STRIPE_PRICE_IDS: 'monthly=price_1, season=price_2',
      }).billing,
    ).toEqual({
      provider: 'stripe',
      secretKey: 'sk_test_abc123',
      webhookSecret: 'whsec_xyz',
      apiUrl: 'http://127.0.0.1:12111',
      priceIds: { monthly: 'price_1', season: 'price_2' },
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc123' })).toThrow(
      'Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing STRIPE_WEBHOOK_SECRET)',
    );
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_x' })).toThrow(
      'STRIPE_SECRET_KEY must be a Stripe secret key',
    );
    expect(() => loadConfig({ STRIPE_PRICE_IDS: 'monthly' })).toThrow(
      'STRIPE_PRICE_IDS must be planId=price_id pairs',
    );
  });

  describe('which checkout runs (BILLING, issue 25 #1)', () => {
    const STRIPE = { STRIPE_SECRET_KEY: 'sk_live_abc123', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' };
    const provider = (env: Record<string, string>) => loadConfig(env).billing.provider;

    it('runs the local test checkout outside production, and no checkout at all in production', () => {
      expect(provider({})).toBe('local');
      expect(provider({ NODE_ENV: 'development' })).toBe('local');
      expect(provider({ NODE_ENV: 'production' })).toBe('off');
    });

    it('runs the local test checkout in production only when BILLING=local asks for it', () => {
      expect(provider({ NODE_ENV: 'production', BILLING: 'local' })).toBe('local');
      expect(provider({ BILLING: 'off' })).toBe('off');
    });

    it('pays through Stripe when its keys are set or BILLING=stripe, production or not', () => {
      expect(provider({ NODE_ENV: 'production', ...STRIPE })).toBe('stripe');
      expect(provider({ BILLING: 'stripe', ...STRIPE })).toBe('stripe');
    });

    it('refuses to start with Stripe half set up, or with keys that the chosen billing would ignore', () => {
      expect(() => loadConfig({ BILLING: 'stripe' })).toThrow(
        new ConfigError(
          'Invalid configuration: Stripe billing needs STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET (missing STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET)',
        ),
      );
      expect(() => loadConfig({ NODE_ENV: 'production', STRIPE_WEBHOOK_SECRET: 'whsec_xyz' })).toThrow(
        '(missing STRIPE_SECRET_KEY)',
      );
      expect(() => loadConfig({ BILLING: 'local', ...STRIPE })).toThrow(
        new ConfigError(
          'Invalid configuration: BILLING=local does not use Stripe, so STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET would be ignored: set BILLING=stripe or unset them',
        ),
      );
      expect(() => loadConfig({ BILLING: 'off', STRIPE_SECRET_KEY: STRIPE.STRIPE_SECRET_KEY })).toThrow(
        'BILLING=off does not use Stripe, so STRIPE_SECRET_KEY would be ignored: set BILLING=stripe or unset it',
      );
      expect(() => loadConfig({ BILLING: 'free' })).toThrow(
        'BILLING must be stripe, local or off (got "free")',
      );
    });

    it('never repeats a Stripe key in these messages', () => {
      const message = (() => {
        try {
          loadConfig({ BILLING: 'local', ...STRIPE });
        } catch (error) {
          return (error as Error).message;
        }
        return '';
      })();
      expect(message).toContain('BILLING=local');
      expect(message).not.toContain('abc123');
      expect(message).not.toContain('whsec_xyz');
    });
  });

  it('asks a chat model for advice only when LLM_BASE_URL, LLM_API_KEY and LLM_MODEL are all set', () => {
    const llm = {
      LLM_BASE_URL: 'https://api.openai.com/v1',
      LLM_API_KEY: 'sk-test',
      LLM_MODEL: 'gpt-4o-mini',
    };
    expect(loadConfig(llm).llm).toEqual({
      baseUrl: 'https://api.openai.com/v1',
      apiKey: 'sk-test',
      model: 'gpt-4o-mini',
      timeoutMs: 8000,
    });
    expect(loadConfig({ ...llm, LLM_TIMEOUT_MS: '2500' }).llm?.timeoutMs).toBe(2500);
    expect(loadConfig({ LLM_TIMEOUT_MS: '2500' }).llm).toBeUndefined();
    expect(() => loadConfig({ ...llm, LLM_MODEL: '' })).toThrow(
      'LLM_BASE_URL, LLM_API_KEY and LLM_MODEL go together (missing LLM_MODEL)',
    );
    expect(() => loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1' })).toThrow(
      '(missing LLM_API_KEY, LLM_MODEL)',
    );
    expect(() => loadConfig({ ...llm, LLM_BASE_URL: 'localhost:11434' })).toThrow(
      'LLM_BASE_URL must be an http(s) URL',
    );
    expect(() => loadConfig({ ...llm, LLM_TIMEOUT_MS: '0' })).toThrow(
      'LLM_TIMEOUT_MS must be a whole number from 1',
    );
  });

  it('calls Sleeper at SLEEPER_API_URL (a test server in tests), without its trailing slash', () => {
    expect(loadConfig({ SLEEPER_API_URL: 'http://127.0.0.1:4100/v1/' }).sleeper).toEqual({
      apiUrl: 'http://127.0.0.1:4100/v1',
    });
    expect(() => loadConfig({ SLEEPER_API_URL: 'api.sleeper.app/v1' })).toThrow(
      'SLEEPER_API_URL must be an http(s) URL',
    );
  });

  it('calls ESPN and Yahoo at ESPN_API_URL, YAHOO_API_URL and YAHOO_AUTH_URL, without trailing slashes', () => {
    const config = loadConfig({
      ESPN_API_URL: 'http://127.0.0.1:4200/apis/v3/games/ffl/',
      YAHOO_API_URL: 'http://127.0.0.1:4300/fantasy/v2/',
      YAHOO_AUTH_URL: 'http://127.0.0.1:4300/oauth2/',
    });
    expect(config.espn).toEqual({ apiUrl: 'http://127.0.0.1:4200/apis/v3/games/ffl' });
    expect(config.yahoo).toEqual({
      apiUrl: 'http://127.0.0.1:4300/fantasy/v2',
      authUrl: 'http://127.0.0.1:4300/oauth2',
      client: null,
    });
    expect(() => loadConfig({ ESPN_API_URL: 'fantasy.espn.com' })).toThrow(
      'ESPN_API_URL must be an http(s) URL',
    );
    expect(() => loadConfig({ YAHOO_AUTH_URL: 'ftp://login.yahoo.com' })).toThrow(
      'YAHOO_AUTH_URL must be an http(s) URL',
    );
  });

  it("takes the operator's Yahoo app as YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET together, never repeating the secret", () => {
    const client = { YAHOO_CLIENT_ID: 'dj0yJmk9QWJjZGVm', YAHOO_CLIENT_SECRET: 'a1b2c3d4e5f6a7b8c9d0' };
    expect(loadConfig(client).yahoo.client).toEqual({
      id: 'dj0yJmk9QWJjZGVm',
      secret: 'a1b2c3d4e5f6a7b8c9d0',
    });
    expect(() => loadConfig({ YAHOO_CLIENT_ID: client.YAHOO_CLIENT_ID })).toThrow(
      new ConfigError(
        'Invalid configuration: YAHOO_CLIENT_ID and YAHOO_CLIENT_SECRET go together (missing YAHOO_CLIENT_SECRET)',
      ),
    );
    expect(() => loadConfig({ YAHOO_CLIENT_SECRET: client.YAHOO_CLIENT_SECRET })).toThrow(
      '(missing YAHOO_CLIENT_ID)',
    );
    const spaced = () => loadConfig({ ...client, YAHOO_CLIENT_SECRET: 'has a space' });
    expect(spaced).toThrow('YAHOO_CLIENT_SECRET must be the Client Secret of a Yahoo app');
    expect(spaced).toThrow('(got a value not shown)');
    expect(SECRET_VARIABLES.has('YAHOO_CLIENT_SECRET')).toBe(true);
  });

  it('reads LINEUP_SECRET_KEY as 32 bytes of base64, and refuses anything else without repeating it', () => {
    const key = Buffer.alloc(32, 0xab);
    expect(loadConfig({ LINEUP_SECRET_KEY: key.toString('base64') }).secretKey).toEqual(key);
    expect(loadConfig({}).secretKey).toBeNull();
    for (const bad of [
      'too-short',
      Buffer.alloc(16, 1).toString('base64'),
      Buffer.alloc(48, 1).toString('base64'),
    ]) {
      expect(() => loadConfig({ LINEUP_SECRET_KEY: bad })).toThrow(
        new ConfigError(
          'Invalid configuration: LINEUP_SECRET_KEY must be the base64 of 32 random bytes (make one with: openssl rand -base64 32) (got a value not shown)',
        ),
      );
    }
    expect(loadConfig({ NODE_ENV: 'production' }).production).toBe(true);
  });

  describe('metrics', () => {
    const TOKEN = 'a-metrics-token-0123456789';

    it('serves /metrics to anyone outside production, and not at all in production, by default', () => {
      expect(loadConfig({}).metrics).toEqual({ mode: 'on' });
      expect(loadConfig({ NODE_ENV: 'development' }).metrics).toEqual({ mode: 'on' });
      expect(loadConfig({ NODE_ENV: 'production' }).metrics).toEqual({ mode: 'off' });
    });

    it('asks for the token whenever one is set and METRICS is not, production or not', () => {
      expect(loadConfig({ METRICS_TOKEN: TOKEN }).metrics).toEqual({ mode: 'token', token: TOKEN });
      expect(loadConfig({ METRICS_TOKEN: TOKEN, NODE_ENV: 'production' }).metrics).toEqual({
        mode: 'token',
        token: TOKEN,
      });
    });

    it('follows METRICS when it is set', () => {
      expect(loadConfig({ METRICS: 'on', NODE_ENV: 'production' }).metrics).toEqual({ mode: 'on' });
      expect(loadConfig({ METRICS: 'off' }).metrics).toEqual({ mode: 'off' });
      expect(loadConfig({ METRICS: 'off', METRICS_TOKEN: TOKEN }).metrics).toEqual({ mode: 'off' });
      expect(loadConfig({ METRICS: 'token', METRICS_TOKEN: TOKEN }).metrics).toEqual({
        mode: 'token',
        token: TOKEN,
      });
    });

    it('refuses to start with METRICS=token and no token, or METRICS=on and a token it would ignore', () => {
      expect(() => loadConfig({ METRICS: 'token' })).toThrow(
        new ConfigError('Invalid configuration: METRICS_TOKEN is required when METRICS=token'),
      );
      expect(() => loadConfig({ METRICS: 'on', METRICS_TOKEN: TOKEN })).toThrow(/set METRICS=token or unset/);
      expect(() => loadConfig({ METRICS: 'yes' })).toThrow('METRICS must be off, on or token (got "yes")');
    });

    it('refuses a short token without repeating it', () => {
      expect(() => loadConfig({ METRICS: 'token', METRICS_TOKEN: 'short-secret' })).toThrow(
        new ConfigError(
          'Invalid configuration: METRICS_TOKEN must be at least 16 printable ASCII characters, no spaces (got a value not shown)',
        ),
      );
    });
  });

  it('lists exactly its variables in .env.example', () => {
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const names = [...example.matchAll(/^([A-Z_]+)=/gm)].map((m) => m[1]);
    expect(names.sort()).toEqual(Object.keys(ZEnvironment.shape).sort());
    expect(() =>
      loadConfig(Object.fromEntries([...example.matchAll(/^([A-Z_]+)=(.*)$/gm)].map((m) => [m[1], m[2]]))),
    ).not.toThrow();
  });
});
