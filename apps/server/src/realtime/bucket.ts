// A token bucket for one socket's events (realtime/limits.ts). Written here rather than taken from
// rate-limiter-flexible's memory store: that keeps every key in one map with a timer each, to be deleted when the
// socket goes; a bucket held by the socket's own closure goes with it, and its check is synchronous, so a flood's
// packets are judged in the order they came, before any of their work starts.

export interface BucketSize {
  /** Events allowed at once, from a full bucket. */
  burst: number;
  /** Events the bucket earns back each second, up to the burst. */
  perSecond: number;
}

export interface TokenBucket {
  /** Takes one event's token: false when the bucket is empty (the event is over the rate). */
  take(): boolean;
  /** Whole seconds until the next token (at least 1), for a refusal's message. */
  secondsToNext(): number;
}

/** A full bucket; `now` is a clock in milliseconds (tests pass their own). */
export function createTokenBucket(
  size: BucketSize,
  now: () => number = () => performance.now(),
): TokenBucket {
  let tokens = size.burst;
  let last = now();
  const refill = () => {
    const at = now();
    tokens = Math.min(size.burst, tokens + ((at - last) / 1000) * size.perSecond);
    last = at;
  };
  return {
    take() {
      refill();
      if (tokens < 1) return false;
      tokens -= 1;
      return true;
    },
    secondsToNext() {
      refill();
      return Math.max(1, Math.ceil((1 - tokens) / size.perSecond));
    },
  };
}
