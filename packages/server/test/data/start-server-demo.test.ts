import { describe, expect, it } from 'vitest';
import { startEphemeralServer } from '../../src/composition/ephemeral-server.js';
import { COLLECTIONS, nflCollections } from '../../src/ports/collections.js';

describe('server start on a fresh store', () => {
  it('loads the demo season, flagged demo, and publishes its players as the catalogue', async () => {
    const started = performance.now();
    const server = await startEphemeralServer({}, { version: '0.0.0-test' });
    const ms = Math.round(performance.now() - started);
    try {
      console.info(`fresh server start with the demo season: ${ms} ms`);
      const nfl = nflCollections(server.store);
      expect(await nfl.players.countDocuments({ demo: true })).toBeGreaterThan(900);
      expect(await nfl.games.countDocuments({ demo: { $ne: true } })).toBe(0);
      const catalogue = await COLLECTIONS.players.of(server.store).find({});
      expect(catalogue.length).toBe(await nfl.players.countDocuments({}));
      expect(catalogue.every((player) => player.published?.demo === true)).toBe(true);
    } finally {
      await server.close();
    }
    // Generating, training and back-testing the demo model takes 10–20 s here; twice that on a busy machine.
  }, 60_000);
});
