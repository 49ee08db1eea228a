import { vi } from 'vitest';

/**
 * Sends what lib/server/observability/log.ts writes to stdout (one JSON line per call) to
 * `write` instead; returns the function that puts stdout back.
 */
export function captureLog(write: (line: string) => void): () => void {
  const spy = vi.spyOn(process.stdout, 'write').mockImplementation((chunk) => {
    write(String(chunk));
    return true;
  });
  return () => spy.mockRestore();
}
