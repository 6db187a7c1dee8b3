/**
 * Runs tasks one at a time, in the order they were queued. The embedded store gives each collection
 * one, so that a read-then-write (an update, an upsert, `findOneAndUpdate`) is atomic.
 */
export class SerialQueue {
  #tail: Promise<unknown> = Promise.resolve();

  /** Queues a task; resolves or rejects with it. A failed task does not stop the ones after it. */
  run<R>(task: () => Promise<R>): Promise<R> {
    const result = this.#tail.then(task);
    this.#tail = result.catch(() => undefined);
    return result;
  }

  /** Resolves once every task queued so far has finished. */
  async idle(): Promise<void> {
    await this.#tail;
  }
}
