// Session tokens this process has already verified, until they expire. Every signed-in request carries one, and
// checking its signature again (WebCrypto HMAC, a key import and a job per call) was about a sixth of the CPU of
// a rankings request. A signature checked once stays valid for the same bytes under the same key, so only the
// expiry is checked again; whether the session is still live is asked of the database on every request.

/** Past this many tokens the oldest verified goes first: memory stays bounded whatever tokens arrive. */
export const MAX_VERIFIED_TOKENS = 10_000;

interface Verified<T> {
  claims: T;
  /** Unix seconds (the token's exp): the token stops being valid at this second. */
  expiresAt: number;
}

export class VerifiedTokens<T> {
  readonly #tokens = new Map<string, Verified<T>>();
  readonly #max: number;

  constructor(max = MAX_VERIFIED_TOKENS) {
    this.#max = max;
  }

  /** The claims of a token verified before and not expired at `nowSeconds`, or undefined. */
  find(token: string, nowSeconds: number): T | undefined {
    const known = this.#tokens.get(token);
    if (!known) return undefined;
    // As jose's exp check: expired once now reaches exp.
    if (nowSeconds >= known.expiresAt) {
      this.#tokens.delete(token);
      return undefined;
    }
    return known.claims;
  }

  keep(token: string, claims: T, expiresAt: number): void {
    if (this.#tokens.size >= this.#max && !this.#tokens.has(token)) {
      const oldest = this.#tokens.keys().next();
      if (!oldest.done) this.#tokens.delete(oldest.value);
    }
    this.#tokens.set(token, { claims, expiresAt });
  }

  get size(): number {
    return this.#tokens.size;
  }
}
