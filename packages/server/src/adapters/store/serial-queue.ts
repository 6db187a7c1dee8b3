/**
 * Runs tasks one at a time, in the order they were queued. The embedded store gives each collection
 * one, so that a read-then-write (an update, an upsert, `findOneAndUpdate`) is atomic.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();
  #pending = 0;

  /** Queues a task; resolves or rejects with it. A failed task does not stop the ones after it. */
  run<R>(task: () => Promise<R>): Promise<R> {
    this.#pending += 1;
    const result = this.#tail.then(task).finally(() => {
      this.#pending -= 1;
    });
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** True while a task is queued or running. */
  get busy(): boolean {
    return this.#pending > 0;
  }
}
