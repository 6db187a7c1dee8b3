import { hostname, networkInterfaces } from 'node:os';
import { describe, expect, it } from 'vitest';
import { reachableOrigins } from './reachable-origins.js';

describe('reachableOrigins', () => {
  it('is nothing besides PUBLIC_URL when it is set', () => {
    expect(
      reachableOrigins({ host: '0.0.0.0', port: 5005, publicUrl: 'https://lineup.example.com' }),
    ).toEqual([]);
  });

  it('is the loopback names on a loopback address', () => {
    expect(reachableOrigins({ host: '127.0.0.1', port: 41234, publicUrl: undefined })).toEqual([
      'http://localhost:41234',
      'http://127.0.0.1:41234',
    ]);
    expect(reachableOrigins({ host: '::1', port: 5005, publicUrl: undefined })).toContain(
      'http://[::1]:5005',
    );
  });

  it("adds this machine's IPv4 addresses and host name on every interface", () => {
    const origins = reachableOrigins({ host: '0.0.0.0', port: 5005, publicUrl: undefined });
    const ipv4 = Object.values(networkInterfaces())
      .flat()
      .filter((a) => a && !a.internal && a.family === 'IPv4')
      .map((a) => `http://${a?.address}:5005`);
    expect(origins).toEqual(
      expect.arrayContaining([
        'http://localhost:5005',
        'http://127.0.0.1:5005',
        ...ipv4,
        `http://${hostname().toLowerCase()}:5005`,
      ]),
    );
    expect(origins.some((origin) => origin.includes('['))).toBe(false);
  });

  it('is the one address it listens on otherwise', () => {
    expect(reachableOrigins({ host: '192.168.1.20', port: 5005, publicUrl: undefined })).toEqual([
      'http://192.168.1.20:5005',
    ]);
  });
});
