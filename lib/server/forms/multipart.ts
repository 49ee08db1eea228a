import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import busboy from 'busboy';
import { DRAIN_MAX_BYTES, drainWithinBounds } from './drain';

/** Why a body could not be read, as the status the site answers. */
export class FormReadError extends Error {
  constructor(
    readonly status: 400 | 408 | 413,
    message: string,
  ) {
    super(message);
  }
}

export interface ReceiveLimits {
  /** Largest body, counted as the bytes arrive. */
  maxBytes: number;
  /** Text fields the form may send; anything else is refused. */
  fields: readonly string[];
  /** File fields the form may send; their bytes go to a temporary file, never to memory. */
  files?: readonly string[];
  /** Largest file: one byte more is kept, so the schema refuses it by its size (photoTooLarge). */
  maxFileBytes?: number;
  /** The whole body must have arrived by then, or 408. */
  deadlineMs: number;
}

export interface ReceivedForm {
  form: FormData;
  /** Removes the temporary files; call it once the answer is decided, whatever it is. */
  dispose(): Promise<void>;
}

/**
 * Reads the rest of a refused body and throws it away within the drain's
 * bounds (drain.ts), then answers whether it reached its end; past the
 * bounds the body is cancelled.
 */
export async function drainBody(reader: ReadableStreamDefaultReader<Uint8Array>): Promise<boolean> {
  if (await drainWithinBounds(reader)) return true;
  cancelBody(reader);
  return false;
}

/**
 * Stops reading a body. Not awaited: under Next the cancellation can wait for
 * a client that sends nothing more, and the answer must not.
 */
export function cancelBody(reader: ReadableStreamDefaultReader<Uint8Array>): void {
  reader.cancel().catch(() => undefined);
}

/**
 * Whether the request declares (Content-Length) a body over `maxBytes`. Such
 * a body is then read and thrown away when it is within DRAIN_MAX_BYTES past
 * the cap, so a client still sending can read the 413 (drainBody), or
 * cancelled when it is not worth reading.
 */
export async function declaredTooLarge(request: Request, maxBytes: number): Promise<boolean> {
  const declared = Number(request.headers.get('content-length'));
  if (!Number.isFinite(declared) || declared <= maxBytes) return false;
  const reader = request.body?.getReader();
  if (reader && declared <= maxBytes + DRAIN_MAX_BYTES) await drainBody(reader);
  else if (reader) cancelBody(reader);
  return true;
}

/**
 * The body as a Node stream that, unlike `Readable.fromWeb`, does not cancel
 * the request's body when it is destroyed: the caller decides between
 * draining it (413) and cancelling it.
 */
function bodySource(reader: ReadableStreamDefaultReader<Uint8Array>): Readable {
  return new Readable({
    read() {
      reader.read().then(
        ({ done, value }) => this.push(done ? null : Buffer.from(value.buffer, value.byteOffset, value.byteLength)),
        (error: unknown) => this.destroy(error instanceof Error ? error : new Error(String(error))),
      );
    },
  });
}

/** Where each received file's bytes are on disk, for the code that reads them again (sharp). */
const onDisk = new WeakMap<Blob, string>();

export function diskPath(file: Blob): string | undefined {
  return onDisk.get(file);
}

/**
 * A folder of its own for one request's files, under the system's temporary
 * folder; removed by `dispose`.
 */
function makeWorkDir(): Promise<string> {
  return fs.promises.mkdtemp(path.join(os.tmpdir(), 'ravage-form-'));
}

/**
 * The body of a form post, parsed as it arrives (busboy): text fields kept,
 * files streamed to a temporary folder and handed on as Blobs backed by those
 * files. The total size, the size of each part, unknown and repeated fields
 * and the deadline are enforced while reading, so nothing larger than a
 * text field is ever held in memory and a slow client is cut off.
 */
export async function receiveForm(request: Request, limits: ReceiveLimits): Promise<ReceivedForm> {
  const form = new FormData();
  let workDir: Promise<string> | null = null;
  const dispose = async () => {
    const dir = await workDir?.catch(() => null);
    if (dir) await fs.promises.rm(dir, { recursive: true, force: true });
  };
  if (!request.body) return { form, dispose };

  const fileFields = limits.files ?? [];
  const maxFileBytes = limits.maxFileBytes ?? 0;
  const contentType = request.headers.get('content-type') ?? '';
  let parser: busboy.Busboy;
  try {
    parser = busboy({
      headers: { 'content-type': contentType },
      defParamCharset: 'utf8',
      limits: {
        fieldNameSize: 100,
        fieldSize: limits.maxBytes,
        fields: limits.fields.length + fileFields.length,
        files: limits.fields.length + fileFields.length,
        // One byte past the cap marks a file as too large without keeping more.
        fileSize: maxFileBytes + 1,
        // A safety net: every name is allowed once anyway (see claim below).
        parts: limits.fields.length + fileFields.length + 1,
        headerPairs: 20,
      },
    });
  } catch {
    await dispose();
    throw new FormReadError(400, 'The form could not be read.');
  }

  const reader = request.body.getReader();
  const source = bodySource(reader);
  let received = 0;
  const counter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      received += chunk.length;
      if (received > limits.maxBytes) done(new FormReadError(413, 'The form is too large.'));
      else done(null, chunk);
    },
  });

  const seen = new Set<string>();
  const writes: Promise<void>[] = [];
  // Stops the files being written when the request fails.
  const stopWrites = new AbortController();
  let failure: FormReadError | null = null;
  const fail = (error: FormReadError) => {
    failure ??= error;
    counter.destroy(failure);
  };
  const claim = (name: string | undefined, allowed: readonly string[]): name is string => {
    // busboy hands on a part whose Content-Disposition has no name as undefined.
    if (typeof name !== 'string' || name === '') {
      fail(new FormReadError(400, 'A part has no name.'));
      return false;
    }
    if (!allowed.includes(name)) {
      fail(new FormReadError(400, `Unknown field: ${name.slice(0, 60)}`));
      return false;
    }
    if (seen.has(name)) {
      fail(new FormReadError(400, `Field sent more than once: ${name.slice(0, 60)}`));
      return false;
    }
    seen.add(name);
    return true;
  };

  const anyField = [...limits.fields, ...fileFields];
  let fileCount = 0;
  // Text where a file is expected, or a file where text is, is kept as the
  // schema sees it (text, or nothing), so that it is refused by field (422).
  // A listener that threw would throw inside busboy's write, out of the
  // pipeline: nothing would end the request before its deadline, holding its
  // slot. Whatever goes wrong while reading a part refuses the body at once.
  const guarded =
    <A extends unknown[]>(listener: (...args: A) => void) =>
    (...args: A) => {
      try {
        listener(...args);
      } catch {
        fail(new FormReadError(400, 'The form could not be read.'));
      }
    };
  parser.on(
    'field',
    guarded((name: string | undefined, value: string, info: busboy.FieldInfo) => {
      if (!claim(name, anyField)) return;
      if (info.valueTruncated || info.nameTruncated) return fail(new FormReadError(413, 'The form is too large.'));
      form.append(name, value);
    }),
  );
  parser.on(
    'file',
    guarded((name: string | undefined, stream: Readable, info: busboy.FileInfo) => {
      if (!claim(name, anyField) || !fileFields.includes(name)) {
        // Drained, not kept; its error (the parser stopping) is the parser's.
        stream.on('error', () => undefined).resume();
        return;
      }
      const index = fileCount++;
      writes.push(
        (async () => {
          const dir = await (workDir ??= makeWorkDir());
          const file = path.join(dir, `upload-${index}`);
          await pipeline(stream, fs.createWriteStream(file), { signal: stopWrites.signal });
          const blob = await fs.openAsBlob(file, { type: info.mimeType });
          const upload = new File([blob], info.filename || name, { type: info.mimeType });
          onDisk.set(upload, file);
          form.append(name, upload);
        })(),
      );
    }),
  );
  parser.on('fieldsLimit', () => fail(new FormReadError(400, 'Too many fields.')));
  parser.on('filesLimit', () => fail(new FormReadError(400, 'Too many files.')));
  parser.on('partsLimit', () => fail(new FormReadError(400, 'Too many parts.')));

  const deadline = setTimeout(
    () => fail(new FormReadError(408, `The form did not arrive within ${Math.round(limits.deadlineMs / 1000)} s.`)),
    limits.deadlineMs,
  );
  try {
    await pipeline(source, counter, parser);
    await Promise.all(writes);
    if (failure) throw failure;
    return { form, dispose };
  } catch (error) {
    // Whatever was being written stops; the folder goes with it.
    stopWrites.abort();
    // Too large: the rest is read so that the client can read the 413; anything else ends the body.
    const refused = failure ?? (error instanceof FormReadError ? error : null);
    const drained = refused?.status === 413 ? drainBody(reader) : cancelBody(reader);
    await Promise.allSettled(writes);
    await dispose();
    await drained;
    if (failure) throw failure;
    if (error instanceof FormReadError) throw error;
    throw new FormReadError(400, 'The form could not be read.');
  } finally {
    clearTimeout(deadline);
  }
}

/**
 * A bounded number of uploads at once in this process: past it a request is
 * answered at once (503) instead of waiting with its body on disk.
 */
export interface UploadSlots {
  /** A slot, or null when all are taken; call the release function once. */
  take(): (() => void) | null;
  readonly inUse: number;
}

export function createUploadSlots(size: number): UploadSlots {
  let inUse = 0;
  return {
    take() {
      if (inUse >= size) return null;
      inUse += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        inUse -= 1;
      };
    },
    get inUse() {
      return inUse;
    },
  };
}
