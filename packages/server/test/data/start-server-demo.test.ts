import { describe, expect, it } from 'vitest';
import { startEphemeralServer } from '../../src/ephemeral-server.js';
import { nflCollections } from '../../src/nfl-data/collections.js';

describe('server start on a fresh store', () => {
  it('loads the demo season once, flagged demo, and starts in a few seconds', async () => {
    const started = performance.now();
    const server = await startEphemeralServer({}, { version: '0.0.0-test' });
    const ms = Math.round(performance.now() - started);
    try {
      console.info(`fresh server start with the demo season: ${ms} ms`);
      const nfl = nflCollections(server.store);
      expect(await nfl.players.countDocuments({ demo: true })).toBeGreaterThan(900);
      expect(await nfl.games.countDocuments({ demo: { $ne: true } })).toBe(0);
      expect(ms).toBeLessThan(10_000);
    } finally {
      await server.close();
    }
  }, 30_000);
});
