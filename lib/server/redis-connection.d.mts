import type { RedisClientType } from 'redis';

export declare const OUTAGE_LOG_INTERVAL_MS: number;
export interface OutageLog {
  /** Reports an error; true when it was logged. */
  error(error: unknown): boolean;
  /** Reports a connection ready again; true when it ended an outage (and was logged). */
  ready(): boolean;
}
export declare function outageLog(options?: {
  intervalMs?: number;
  now?: () => number;
  log?: Pick<Console, 'error' | 'info'>;
}): OutageLog;
export declare function sharedRedis(url?: string): RedisClientType | null;
