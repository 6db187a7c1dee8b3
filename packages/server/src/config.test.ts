import { DEFAULT_PORT } from '@lineup-lab/core';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';

describe('loadConfig', () => {
  it('defaults PORT to DEFAULT_PORT and HOST to every interface', () => {
    expect(loadConfig({})).toEqual({ port: DEFAULT_PORT, host: '0.0.0.0', webRoot: undefined });
  });

  it('reads PORT, HOST and WEB_ROOT', () => {
    expect(loadConfig({ PORT: '0', HOST: '127.0.0.1', WEB_ROOT: '/srv/web' })).toEqual({
      port: 0,
      host: '127.0.0.1',
      webRoot: '/srv/web',
    });
  });

  it.each(['abc', '', '-1', '1.5', '65536', ' 80'])('refuses PORT=%j naming the variable', (port) => {
    expect(() => loadConfig({ PORT: port })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: port })).toThrow(
      `Invalid configuration: PORT must be a whole number from 0 to 65535 (got ${JSON.stringify(port)})`,
    );
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: 'x', HOST: '' })).toThrow(/PORT .*; HOST must not be empty/);
  });
});
