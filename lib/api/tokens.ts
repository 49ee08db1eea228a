/**
 * One bearer token per host, obtained on first need and kept in memory.
 * Concurrent callers share one sign-in; a 401 invalidates only the token it
 * was answered to, so N requests failing together trigger one new sign-in.
 */

export interface SignInResult {
  token: string;
  /** Seconds, when the host says how long the token lives. */
  expiresIn?: number | null;
}

/** Refresh this long before expiry: 10 % of the lifetime, at most a minute. */
export function refreshMarginMs(lifetimeMs: number): number {
  return Math.min(60_000, lifetimeMs * 0.1);
}

export class TokenCache {
  #token: string | null = null;
  #validUntil = Number.POSITIVE_INFINITY;
  #pending: Promise<string> | null = null;

  constructor(
    private readonly obtain: () => Promise<SignInResult>,
    private readonly now: () => number = Date.now,
  ) {}

  get(): Promise<string> {
    if (this.#token !== null && this.now() < this.#validUntil) return Promise.resolve(this.#token);
    if (this.#pending !== null) return this.#pending;
    const pending = this.obtain()
      .then(({ token, expiresIn }) => {
        const lifetimeMs = expiresIn != null && expiresIn > 0 ? expiresIn * 1000 : null;
        this.#token = token;
        this.#validUntil =
          lifetimeMs === null ? Number.POSITIVE_INFINITY : this.now() + lifetimeMs - refreshMarginMs(lifetimeMs);
        return token;
      })
      .finally(() => {
        if (this.#pending === pending) this.#pending = null;
      });
    this.#pending = pending;
    return pending;
  }

  /** Forgets `stale` if it is still the current token (a newer one is kept). */
  invalidate(stale: string): void {
    if (this.#token === stale) this.#token = null;
  }
}
