// Work a reply does not wait for (mail after a commit): started now, failures logged, awaited on shutdown.
import type { FastifyBaseLogger } from 'fastify';

export interface Background {
  /** Starts work; a failure is logged under label and never reaches the request that started it. */
  run(label: string, work: () => Promise<void>): void;
  /** Resolves once everything started so far (and anything it started) has finished. */
  settled(): Promise<void>;
}

export function createBackground(log: FastifyBaseLogger): Background {
  const running = new Set<Promise<void>>();
  return {
    run(label, work) {
      const task = Promise.resolve()
        .then(work)
        .catch((error: unknown) => {
          log.error({ err: error, task: label }, 'background task failed');
        })
        .finally(() => {
          running.delete(task);
        });
      running.add(task);
    },
    async settled() {
      while (running.size > 0) await Promise.all(running);
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Background work of this app; app.close() waits for it. */
    background: Background;
  }
}
