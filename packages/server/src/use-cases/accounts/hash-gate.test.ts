import { describe, expect, it } from 'vitest';
import { createHashGate, HashingBusy } from './hash-gate.js';

/** A piece of work that runs until released, and says when it started. */
function held() {
  let release: () => void = () => {};
  let started = false;
  const done = new Promise<void>((resolve) => {
    release = resolve;
  });
  return {
    work: async () => {
      started = true;
      await done;
      return 'done';
    },
    release: () => release(),
    started: () => started,
  };
}

describe('createHashGate', () => {
  it('runs at most `concurrency` at once, queues `queue` more, and refuses the rest at once', async () => {
    const gate = createHashGate({ concurrency: 2, queue: 1 });
    const jobs = [held(), held(), held()];
    const running = jobs.map((job) => gate.run(job.work));
    await Promise.resolve();
    expect(jobs.map((job) => job.started())).toEqual([true, true, false]);
    await expect(gate.run(async () => 'late')).rejects.toBeInstanceOf(HashingBusy);

    jobs[0]?.release();
    await running[0];
    await Promise.resolve();
    expect(jobs[2]?.started()).toBe(true);
    for (const job of jobs) job.release();
    expect(await Promise.all(running)).toEqual(['done', 'done', 'done']);
    // Everything has finished: the slots are free again.
    expect(await gate.run(async () => 'again')).toBe('again');
  });

  it('frees the slot when the work fails', async () => {
    const gate = createHashGate({ concurrency: 1, queue: 0 });
    await expect(gate.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(await gate.run(async () => 'next')).toBe('next');
  });
});
