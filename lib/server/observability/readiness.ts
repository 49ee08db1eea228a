/**
 * The readiness answer (/api/ready), for nginx and orchestrators: whether
 * this instance's back office and, when REDIS_URL is set, Redis answer now.
 * Liveness is /api/health (the process answers at all); an instance that is
 * alive but not ready still serves what it has cached, so a balancer may keep
 * it as a fallback.
 *
 * Each check is bounded (CHECK_TIMEOUT_MS), and one answer serves every caller
 * for READY_TTL_MS: however often it is asked, the back office and Redis see
 * at most one check per instance in that time.
 */
export const CHECK_TIMEOUT_MS = 1500;
export const READY_TTL_MS = 2000;

export type CheckState = 'ok' | 'down' | 'not configured';

export interface Readiness {
  ready: boolean;
  checks: { backOffice: CheckState; redis: CheckState };
  /** What does not answer, by name ("back office", "redis"); empty when ready. */
  degraded: string[];
}

export interface ReadinessChecks {
  /** Resolves when the back office answers (any refusal or timeout rejects). */
  backOffice(signal: AbortSignal): Promise<unknown>;
  /** Resolves when Redis answers; null when no Redis is configured. */
  redis: ((signal: AbortSignal) => Promise<unknown>) | null;
}

async function state(check: (signal: AbortSignal) => Promise<unknown>): Promise<CheckState> {
  const signal = AbortSignal.timeout(CHECK_TIMEOUT_MS);
  const timedOut = new Promise<never>((_, reject) => {
    signal.addEventListener('abort', () => reject(signal.reason), { once: true });
  });
  try {
    await Promise.race([check(signal), timedOut]);
    return 'ok';
  } catch {
    return 'down';
  } finally {
    // A settled race leaves nothing waiting on the timer's rejection.
    timedOut.catch(() => {});
  }
}

export function createReadiness(checks: ReadinessChecks, now: () => number = Date.now): () => Promise<Readiness> {
  let last: { at: number; answer: Promise<Readiness> } | null = null;
  return () => {
    if (last && now() - last.at < READY_TTL_MS) return last.answer;
    const answer = (async (): Promise<Readiness> => {
      const [backOffice, redis] = await Promise.all([
        state(checks.backOffice),
        checks.redis ? state(checks.redis) : Promise.resolve<CheckState>('not configured'),
      ]);
      const degraded = [...(backOffice === 'down' ? ['back office'] : []), ...(redis === 'down' ? ['redis'] : [])];
      return { ready: degraded.length === 0, checks: { backOffice, redis }, degraded };
    })();
    last = { at: now(), answer };
    return answer;
  };
}
