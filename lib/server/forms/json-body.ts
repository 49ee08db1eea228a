import 'server-only';
import { cancelBody, declaredTooLarge, drainBody, FormReadError } from './multipart';

export interface JsonLimits {
  /** Largest body, in bytes: the declared length and the bytes as they arrive. */
  maxBytes: number;
  /** The whole body must have arrived by then, or 408. */
  deadlineMs: number;
}

/**
 * A JSON body, bounded as the forms' bodies are (multipart.ts): a declared
 * length over the cap is refused before reading, the bytes are counted as
 * they arrive (never more than `maxBytes` held), and the rest of a body over
 * the cap is read and thrown away so that the client can read its 413.
 * Throws FormReadError: 400 (no body, not UTF-8, not JSON), 408, 413.
 */
export async function receiveJson(request: Request, limits: JsonLimits): Promise<unknown> {
  if (await declaredTooLarge(request, limits.maxBytes)) throw new FormReadError(413, 'The body is too large.');
  if (!request.body) throw new FormReadError(400, 'Send a JSON body.');
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let received = 0;
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), limits.deadlineMs);
  });
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), late]);
      if (next === 'late') {
        cancelBody(reader);
        throw new FormReadError(408, `The body did not arrive within ${Math.round(limits.deadlineMs / 1000)} s.`);
      }
      if (next.done) break;
      received += next.value.byteLength;
      if (received > limits.maxBytes) {
        await drainBody(reader);
        throw new FormReadError(413, 'The body is too large.');
      }
      chunks.push(next.value);
    }
  } catch (error) {
    if (error instanceof FormReadError) throw error;
    // The client went away or broke the stream mid-body.
    throw new FormReadError(400, 'The body could not be read.');
  } finally {
    clearTimeout(timer);
  }
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(Buffer.concat(chunks));
  } catch {
    throw new FormReadError(400, 'The body is not UTF-8 text.');
  }
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new FormReadError(400, 'The body is not valid JSON.');
  }
}
