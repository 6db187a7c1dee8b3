import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openEmbeddedStore } from '../src/adapters/store/embedded-store.js';
import type { Doc } from '../src/ports/store.js';

const packageDir = join(dirname(fileURLToPath(import.meta.url)), '..');
const WRITER = join(packageDir, 'test', 'fixtures', 'durability-writer.ts');
const ACKS_BEFORE_KILL = 200;
const ROUNDS = 3;

interface Entry extends Doc {
  seq: number;
  hits: number;
}

interface Acknowledged {
  /** Per id: the seq of its last acknowledged write, and how many acknowledged updates it had. */
  writes: Map<string, { seq: number; updates: number }>;
  lastSeq: number;
  stderr: string;
}

/**
 * Runs the writer until it has acknowledged ACKS_BEFORE_KILL writes, SIGKILLs it at once, and
 * returns every acknowledgement it printed (lines still in the pipe included).
 */
function writeUntilKilled(dataDir: string, prefix: string): Promise<Acknowledged> {
  const child = spawn(process.execPath, ['--import', 'tsx', WRITER, dataDir, prefix], {
    cwd: packageDir,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const acknowledged: Acknowledged = { writes: new Map(), lastSeq: -1, stderr: '' };
  let pending = '';
  let count = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    pending += chunk.toString();
    const lines = pending.split('\n');
    pending = lines.pop() ?? '';
    for (const line of lines) {
      const [word, id, seq] = line.split(' ');
      if (word !== 'ack' || id === undefined || seq === undefined) continue;
      const previous = acknowledged.writes.get(id);
      acknowledged.writes.set(id, {
        seq: Number(seq),
        updates: previous === undefined ? 0 : previous.updates + 1,
      });
      acknowledged.lastSeq = Number(seq);
      count += 1;
    }
    if (count >= ACKS_BEFORE_KILL) child.kill('SIGKILL');
  });
  child.stderr.on('data', (chunk: Buffer) => {
    acknowledged.stderr += chunk.toString();
  });
  const deadline = setTimeout(() => child.kill('SIGKILL'), 8_000);
  return new Promise((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (_code, signal) => {
      clearTimeout(deadline);
      if (signal !== 'SIGKILL' || count < ACKS_BEFORE_KILL) {
        reject(new Error(`writer stopped after ${count} acks (signal ${signal}): ${acknowledged.stderr}`));
      } else {
        resolve(acknowledged);
      }
    });
  });
}

describe('embedded store durability', () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(join(tmpdir(), 'lineup-durability-'));
  });
  afterAll(async () => {
    await rm(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged write when the process is SIGKILLed mid-stream, round after round', async () => {
    const rounds: Acknowledged[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      rounds.push(await writeUntilKilled(dataDir, `r${round}-`));

      const store = await openEmbeddedStore({ dataDir });
      const entries = store.collection<Entry>('entries');
      for (const acknowledged of rounds) {
        for (const [id, last] of acknowledged.writes) {
          const entry = await entries.findOne({ _id: id });
          expect(entry, `${id} was acknowledged`).not.toBeNull();
          // Its last acknowledged value, or a later write that was cut off before its ack.
          if (entry?.seq !== last.seq) expect(entry?.seq).toBeGreaterThan(acknowledged.lastSeq);
          expect(entry?.hits).toBeGreaterThanOrEqual(last.updates);
          expect(entry?.hits).toBeLessThanOrEqual(last.updates + 1);
        }
      }
      await store.close();
    }
  }, 20_000);
});
