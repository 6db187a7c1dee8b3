/**
 * TEST SUPPORT: a real Lineup Lab server on port 0 (`startTestServer` of @lineup-lab/testkit: embedded
 * store and OpenID provider, the clock at a set time), a temporary configuration directory, and the
 * CLI run in-process against them with its output captured.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createClient } from '@lineup-lab/sdk';
import type { EphemeralServer } from '@lineup-lab/server';
import { approveDevice, type DeviceApprover, startTestServer } from '@lineup-lab/testkit';
import * as oidc from 'openid-client';
import { credentialStore } from '../auth/credentials.js';
import { sessionFrom } from '../auth/device-login.js';
import { discoverIssuer, signInSettings } from '../auth/issuer.js';
import type { CliIo, Terminal } from '../io.js';
import { runCli } from '../run-cli.js';

/** What a run of the CLI printed, and its exit code. */
interface CliRun {
  code: number;
  stdout: string;
  stderr: string;
}

/** How to run the CLI: more environment, a terminal, a clock. */
interface RunOptions {
  env?: CliIo['env'];
  terminal?: Terminal;
  now?: () => Date;
}

/** A run under way: what it printed so far, and its end. */
interface LiveRun {
  stdout(): string;
  stderr(): string;
  done: Promise<CliRun>;
}

export interface CliHarness {
  server: EphemeralServer;
  /** The CLI's configuration directory for this harness (LINEUP_CONFIG_DIR). */
  configDir: string;
  /** The environment every run gets: the server, the config dir, a fixed time zone and locale. */
  env: CliIo['env'];
  run(argv: string[], options?: RunOptions): Promise<CliRun>;
  start(argv: string[], options?: RunOptions): LiveRun;
  /**
   * Signs in through the device flow as `lineup login` does, without its polling wait: the code is
   * approved on the provider's pages, redeemed once, and the tokens are stored where the CLI keeps them.
   */
  signIn(approver: DeviceApprover, configDir?: string): Promise<void>;
  /** The link of the newest sign-up confirmation mail to `email` in the server's outbox. */
  confirmationLink(email: string): Promise<string>;
  close(): Promise<void>;
}

/**
 * Starts the server (`env` on top of the testkit's defaults: no demo season, the administrator's
 * account, sign-in limits raised for one address) at the pinned time `now`.
 */
export async function startCliHarness(options: {
  now: string;
  env?: Record<string, string>;
}): Promise<CliHarness> {
  const lab = await startTestServer(options);
  const { server, confirmationLink } = lab;
  const configDir = await mkdtemp(join(tmpdir(), 'lineup-cli-config-'));
  const env: CliIo['env'] = {
    LINEUP_SERVER: server.url,
    LINEUP_CONFIG_DIR: configDir,
    TZ: 'America/Chicago',
    LANG: 'en_US.UTF-8',
  };

  function start(argv: string[], runOptions: RunOptions = {}): LiveRun {
    const out: string[] = [];
    const err: string[] = [];
    const io: CliIo = {
      stdout: (text) => out.push(text),
      stderr: (text) => err.push(text),
      env: { ...env, ...runOptions.env },
      terminal: runOptions.terminal,
      now: runOptions.now,
    };
    const done = runCli(argv, io).then((code) => ({ code, stdout: out.join(''), stderr: err.join('') }));
    return { stdout: () => out.join(''), stderr: () => err.join(''), done };
  }

  return {
    server,
    configDir,
    env,
    start,
    run: (argv, runOptions) => start(argv, runOptions).done,
    confirmationLink,
    async signIn(approver, dir = configDir) {
      const settings = signInSettings(await createClient({ baseUrl: server.url }).session.authConfig(), {});
      const config = await discoverIssuer(settings);
      const device = await oidc.initiateDeviceAuthorization(config, {
        scope: settings.scope,
        resource: settings.audience,
      });
      await approveDevice({ verificationUri: device.verification_uri, userCode: device.user_code }, approver);
      const tokens = await oidc.genericGrantRequest(config, 'urn:ietf:params:oauth:grant-type:device_code', {
        device_code: device.device_code,
        resource: settings.audience,
      });
      await credentialStore(dir).write(server.url, sessionFrom(tokens, settings, { now: new Date() }));
    },
    async close() {
      await lab.close();
      await rm(configDir, { recursive: true, force: true });
    },
  };
}
