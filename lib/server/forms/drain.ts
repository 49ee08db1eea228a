/**
 * The rest of a refused body, read and thrown away before the 413: the site's
 * form routes and the embedded back office (agency-api/src/http.ts) both
 * drain with these bounds. A server that stops reading leaves a client that
 * is still sending blocked on a full socket until the connection is reset,
 * and the 413 is lost with it. The bounds follow nginx's lingering close: a
 * client that keeps sending is read for up to 30 s (its lingering_time),
 * one that sends nothing for a second is not waited for.
 */

/** How much of a body past its cap is read and thrown away, at most. */
export const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
/** How long a client still sending is read for, at most. */
export const DRAIN_MAX_MS = 30_000;
/** A client that sends nothing for this long is not finishing its body: it is not waited for. */
export const DRAIN_IDLE_MS = 1000;

/**
 * Reads a body to its end within the bounds and throws it away: true when
 * the end came. Past the bounds it stops reading and leaves the stream to
 * the caller (cancelling it destroys the socket under some servers).
 */
export async function drainWithinBounds(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  const until = Date.now() + DRAIN_MAX_MS;
  let seen = 0;
  let timer: NodeJS.Timeout | undefined;
  try {
    for (;;) {
      const wait = Math.min(DRAIN_IDLE_MS, until - Date.now());
      if (wait <= 0) return false;
      const late = new Promise<'late'>((resolve) => {
        timer = setTimeout(() => resolve('late'), wait);
      });
      const next = await Promise.race([reader.read(), late]);
      clearTimeout(timer);
      if (next === 'late') return false;
      if (next.done) return true;
      seen += next.value.byteLength;
      if (seen > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}
