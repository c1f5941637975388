import type { FastifyBaseLogger } from 'fastify';

/**
 * Work done after the reply is sent, so the reply cannot tell by its timing what the work found.
 * Closing the app waits for what is still running.
 */
export class BackgroundTasks {
  private readonly pending = new Set<Promise<void>>();

  constructor(private readonly log: FastifyBaseLogger) {}

  run(name: string, work: () => Promise<void>): void {
    const task: Promise<void> = new Promise<void>((resolve) => setImmediate(resolve))
      .then(work)
      .catch((error: unknown) => this.log.error({ err: error }, `${name} failed`))
      .finally(() => this.pending.delete(task));
    this.pending.add(task);
  }

  async drain(): Promise<void> {
    while (this.pending.size > 0) await Promise.all(this.pending);
  }
}
