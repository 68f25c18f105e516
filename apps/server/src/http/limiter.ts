// Fixed-window attempt counters (rate-limiter-flexible, in memory): one process; past one machine, its Redis store.
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';

export interface Limit {
  points: number;
  durationSeconds: number;
}

export interface Limiter {
  /** Counts one attempt for key; false once the key is over its limit. */
  take(key: string): Promise<boolean>;
  /** True while the key is over its limit, without counting an attempt. */
  isBlocked(key: string): Promise<boolean>;
  reset(key: string): Promise<void>;
}

export function createLimiter(limit: Limit): Limiter {
  const limiter = new RateLimiterMemory({ points: limit.points, duration: limit.durationSeconds });
  return {
    async take(key) {
      try {
        await limiter.consume(key);
        return true;
      } catch (error) {
        if (error instanceof RateLimiterRes) return false;
        throw error;
      }
    },
    async isBlocked(key) {
      const state = await limiter.get(key);
      return state !== null && state.consumedPoints >= limit.points;
    },
    async reset(key) {
      await limiter.delete(key);
    },
  };
}
