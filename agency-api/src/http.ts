import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
// The shape of a refusal by field, the site's too (lib/rules/agreed.ts).
import type { FieldErrors } from '../../lib/rules/agreed';

export type { FieldErrors };

export function errorAnswer(c: Context, status: 400 | 401 | 404 | 413 | 500, message: string) {
  return c.json({ message }, status);
}

/** 422 naming every refused field; the caller has stored nothing. */
export function invalidAnswer(c: Context, errors: FieldErrors, message = 'The given data was invalid.') {
  return c.json({ message, errors }, 422);
}

export function addError(errors: FieldErrors, field: string, message: string): void {
  // Own properties only: a field named `toString` or `__proto__` (a client's
  // choice) is an error like another, not the object's prototype.
  if (Object.hasOwn(errors, field)) errors[field]!.push(message);
  else Object.defineProperty(errors, field, { value: [message], enumerable: true, writable: true, configurable: true });
}

/** How much of a refused body is read and thrown away before the answer, at most. */
const DRAIN_MAX_BYTES = 64 * 1024 * 1024;
const DRAIN_MAX_MS = 5000;

/**
 * 413 before the body was read. @hono/node-server destroys a kept-alive
 * connection whose body the app left unread, so the client's next request,
 * already sent on it, got "socket hang up" every time. The rest of the body
 * is now read and thrown away before the answer (within DRAIN_MAX_BYTES and
 * DRAIN_MAX_MS), so the connection is clean and stays usable, and a client
 * still sending never has its socket reset before it reads the 413. A body
 * past those bounds is answered with `Connection: close` instead.
 */
export async function tooLargeAnswer(c: Context) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Hono's body limit has made the request's body a web stream over the socket, which holds the socket paused
  // once its queue is full: the rest is read through it. A chunked body the limit was reading keeps the
  // limit's reader, so the socket is read instead, which that stream may hold until DRAIN_MAX_MS.
  const body = c.req.raw.body;
  let drained = true;
  if (body && !body.locked) drained = await drainStream(body);
  else if (incoming && !incoming.readableEnded) drained = await drainSocket(incoming);
  if (!drained) c.header('Connection', 'close');
  return errorAnswer(c, 413, 'The request body is too large.');
}

/**
 * Reads a body to its end and throws it away, within the bounds; false past them. Past them it stops reading
 * without cancelling: a cancel would destroy the socket before the client could read the 413.
 */
async function drainStream(body: ReadableStream<Uint8Array>): Promise<boolean> {
  const reader = body.getReader();
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => (timer = setTimeout(() => resolve('late'), DRAIN_MAX_MS)));
  let seen = 0;
  try {
    for (;;) {
      const read = await Promise.race([reader.read(), late]);
      if (read === 'late') return false;
      if (read.done) return true;
      seen += read.value.length;
      if (seen > DRAIN_MAX_BYTES) return false;
    }
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

function drainSocket(incoming: IncomingMessage): Promise<boolean> {
  return new Promise<boolean>((resolve) => {
    let seen = 0;
    const finish = (ended: boolean) => {
      clearTimeout(timer);
      incoming.off('data', onData);
      incoming.off('end', onEnd);
      incoming.off('close', onClose);
      resolve(ended);
    };
    const onData = (chunk: Buffer) => {
      seen += chunk.length;
      if (seen > DRAIN_MAX_BYTES) finish(false);
    };
    const onEnd = () => finish(true);
    const onClose = () => finish(incoming.readableEnded);
    const timer = setTimeout(() => finish(false), DRAIN_MAX_MS);
    if (incoming.destroyed) return finish(false);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('close', onClose);
    incoming.resume();
  });
}
