import { IMPORT_MESSAGES } from '@lineup-lab/core';
import { PermissionError, UpgradeRequiredError } from '@lineup-lab/sdk';
import { describe, expect, it } from 'vitest';
import { CliError, EXIT } from '../cli-error.js';
import { espnCookiesOf, espnFailure } from './import-espn-cookies.js';

const SWID = '{1A2B3C4D-1A2B-1A2B-1A2B-1A2B3C4D5E6F}';

describe('espnCookiesOf', () => {
  it('takes the flags, else the environment, one cookie at a time', () => {
    expect(espnCookiesOf({ espnS2: 'flag', swid: SWID }, { ESPN_S2: 'env', ESPN_SWID: 'other' })).toEqual({
      espnS2: 'flag',
      swid: SWID,
    });
    expect(espnCookiesOf({}, { ESPN_S2: 'env', ESPN_SWID: SWID })).toEqual({ espnS2: 'env', swid: SWID });
    expect(espnCookiesOf({ espnS2: 'flag' }, { ESPN_SWID: SWID })).toEqual({ espnS2: 'flag', swid: SWID });
  });

  it('gives neither for a public league, a blank value counting as none', () => {
    expect(espnCookiesOf({}, {})).toEqual({});
    expect(espnCookiesOf({}, { ESPN_S2: '  ', ESPN_SWID: '' })).toEqual({});
  });

  it('refuses one without the other as a usage error that says where the one came from', () => {
    const refusal = (() => {
      try {
        espnCookiesOf({}, { ESPN_S2: 'env', ESPN_SWID: ' ' });
      } catch (error) {
        return error;
      }
    })();
    expect(refusal).toBeInstanceOf(CliError);
    expect(refusal).toMatchObject({
      exitCode: EXIT.usage,
      message: `${IMPORT_MESSAGES.espnCookiesTogether}: espn_s2 was given (ESPN_S2) but not SWID (--swid or ESPN_SWID).`,
    });
  });
});

describe('espnFailure', () => {
  const server = 'http://127.0.0.1:5005';

  it("adds where to find the cookies to a private league's 403", () => {
    const refused = new PermissionError({
      message: 'This ESPN league is private.',
      code: 'FORBIDDEN',
      status: 403,
    });
    const failure = espnFailure(server, refused);
    expect(failure).toBeInstanceOf(CliError);
    expect((failure as CliError).message).toMatch(
      /^http:\/\/127\.0\.0\.1:5005: This ESPN league is private\.\n\nA private ESPN league needs .*espn_s2 and SWID/s,
    );
    expect((failure as CliError).message).toContain('ESPN_S2 and ESPN_SWID');
    expect((failure as CliError).cause).toBe(refused);
  });

  it("leaves a tier's 403 (upgrade required) as every command tells it", () => {
    const limit = new UpgradeRequiredError({
      message: 'You have reached the limit for leagues on the free plan',
      code: 'UPGRADE_REQUIRED',
      status: 403,
      upgradeRequired: true,
    });
    expect((espnFailure(server, limit) as CliError).message).toBe(
      `${server}: You have reached the limit for leagues on the free plan`,
    );
  });
});
