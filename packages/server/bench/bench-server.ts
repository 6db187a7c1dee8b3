/**
 * The server side of the HTTP benchmark, run as its own process: a real Lineup Lab server (embedded
 * store and identity, silent logs) with a catalogue of benchmark players, and in the same process a
 * bare Express app that answers a stored static JSON body (the baseline). Prints one JSON line with
 * both URLs, then serves until killed.
 */

import { type PlayerRecord, startEphemeralServer } from '@lineup-lab/server';
import express from 'express';

const positions = [
  ...Array.from({ length: 2 }, () => 'QB' as const),
  ...Array.from({ length: 5 }, () => 'RB' as const),
  ...Array.from({ length: 5 }, () => 'WR' as const),
  ...Array.from({ length: 2 }, () => 'TE' as const),
  'D/ST' as const,
  'K' as const,
];

const server = await startEphemeralServer({ LOG_LEVEL: 'silent' }, { version: 'bench' });
// The catalogue the projection engine will fill; here, benchmark players with fixed numbers.
const players = server.store.collection<PlayerRecord>('players');
for (const [i, position] of positions.entries()) {
  const median = 6 + i;
  await players.insertOne({
    _id: `bench-${i}`,
    playerName: `Bench Player ${String(i).padStart(2, '0')}`,
    teamName: 'KC',
    position,
    projections: { conservative: median * 0.6, median, aggressive: median * 1.5 },
    points: median * 17,
  });
}

const bodies = new Map<string, string>();
const bare = express();
bare.put('/body/:name', express.text({ type: '*/*', limit: '1mb' }), (req, res) => {
  bodies.set(String(req.params.name), String(req.body));
  res.status(204).end();
});
bare.get('/body/:name', (req, res) => {
  res.type('application/json').send(bodies.get(String(req.params.name)) ?? '{}');
});
const bareServer = bare.listen(0, '127.0.0.1', () => {
  const address = bareServer.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(JSON.stringify({ url: server.url, bareUrl: `http://127.0.0.1:${port}` }));
});
// A normal exit on SIGTERM, so that a profiler (node --cpu-prof) gets to write its profile.
process.on('SIGTERM', () => process.exit(0));
