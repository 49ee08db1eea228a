import type { IncomingMessage } from 'node:http';
import type { Context } from 'hono';
// The shape of a refusal by field, the site's too (lib/rules/agreed.ts).
import type { FieldErrors } from '../../lib/rules/agreed';
// The bounds of reading a refused body, the site's too.
import { DRAIN_MAX_BYTES, drainWithinBounds } from '../../lib/server/forms/drain';

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

/** A body another reader holds (see tooLargeAnswer) is waited for this long, at most. */
const HELD_BODY_WAIT_MS = 5000;

/**
 * 413 before the body was read. @hono/node-server destroys a kept-alive
 * connection whose body the app left unread, so the client's next request,
 * already sent on it, got "socket hang up" every time. The rest of the body
 * is now read and thrown away before the answer, within the bounds the site
 * drains with (lib/server/forms/drain.ts), so the connection is clean and
 * stays usable, and a client still sending never has its socket reset before
 * it reads the 413. A body past those bounds is answered with
 * `Connection: close` instead, without cancelling it: a cancel would destroy
 * the socket before the client could read the 413.
 */
export async function tooLargeAnswer(c: Context) {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming;
  // Hono's body limit has made the request's body a web stream over the socket, which holds the socket paused
  // once its queue is full: the rest is read through it. A chunked body the limit was reading keeps the
  // limit's reader, so the socket is read instead, which that stream may hold until HELD_BODY_WAIT_MS.
  const body = c.req.raw.body;
  let drained = true;
  if (body && !body.locked) drained = await drainWithinBounds(body.getReader());
  else if (incoming && !incoming.readableEnded) drained = await drainSocket(incoming);
  if (!drained) c.header('Connection', 'close');
  return errorAnswer(c, 413, 'The request body is too large.');
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
    const timer = setTimeout(() => finish(false), HELD_BODY_WAIT_MS);
    if (incoming.destroyed) return finish(false);
    incoming.on('data', onData);
    incoming.once('end', onEnd);
    incoming.once('close', onClose);
    incoming.resume();
  });
}
