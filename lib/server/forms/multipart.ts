import 'server-only';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as NodeWebStream } from 'node:stream/web';
import busboy from 'busboy';

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

  const source = Readable.fromWeb(request.body as NodeWebStream<Uint8Array>);
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
  const claim = (name: string, allowed: readonly string[]): boolean => {
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
  parser.on('field', (name, value, info) => {
    if (!claim(name, anyField)) return;
    if (info.valueTruncated || info.nameTruncated) return fail(new FormReadError(413, 'The form is too large.'));
    form.append(name, value);
  });
  parser.on('file', (name, stream, info) => {
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
  });
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
    await Promise.allSettled(writes);
    await dispose();
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
