import fs from 'node:fs';
import path from 'node:path';
import { Zip, ZipPassThrough } from 'fflate';
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import { AGENCY_FILE_NAME } from '../../../lib/rules/agency-facts';
import type { AppDeps } from '../context';
import { errorAnswer, invalidAnswer, tooLargeAnswer } from '../http';
import { findTalentName, galleryImages, GALLERIES } from '../roster';
import { issuesToErrors, jsonText, readForm, readQuery, talentIdField } from '../validation';
import { mediaFile } from './media';

const talentId = talentIdField({ asText: true });
const TALENT_WORDING = 'must be JSON text of the talent, e.g. {"id": 7}';

const downloadSchema = z.object({
  talent: jsonText(TALENT_WORDING).pipe(z.looseObject({ id: talentId }, TALENT_WORDING)),
  gallery: z.enum(GALLERIES, {
    error: (issue) => (issue.input === undefined ? 'is required' : 'must be compo, book or polaroids'),
  }),
});

/** ASCII, file-name-safe version of a talent name ("Ana Júlia" → "Ana Julia"). */
export function asciiFileName(name: string): string {
  const ascii = name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ._-]+/g, '')
    .replace(/\s+/g, ' ')
    .trim();
  return ascii === '' ? 'Talent' : ascii;
}

function rfc5987(text: string): string {
  return encodeURIComponent(text).replace(/['()*]/g, (ch) => `%${ch.charCodeAt(0).toString(16).toUpperCase()}`);
}

/** The site saves the zip as `{talent name}-Ravage-Management.zip`; an ASCII fallback for old clients. */
export function contentDisposition(name: string): string {
  const utf8 = `${name}-${AGENCY_FILE_NAME}.zip`;
  const ascii = `${asciiFileName(name)}-${AGENCY_FILE_NAME}.zip`;
  return `attachment; filename="${ascii}"; filename*=UTF-8''${rfc5987(utf8)}`;
}

interface ZipEntry {
  name: string;
  file: string;
}

/** Streams a zip; JPEGs are already compressed, so entries are stored as they are. */
function zipStream(entries: ZipEntry[]): ReadableStream<Uint8Array> {
  return new ReadableStream<Uint8Array>({
    start(controller) {
      const zip = new Zip((error, chunk, final) => {
        if (error) {
          controller.error(error);
          return;
        }
        controller.enqueue(chunk);
        if (final) controller.close();
      });
      void (async () => {
        for (const entry of entries) {
          const member = new ZipPassThrough(entry.name);
          zip.add(member);
          member.push(new Uint8Array(await fs.promises.readFile(entry.file)), true);
        }
        zip.end();
      })().catch((error: unknown) => controller.error(error));
    },
  });
}

export function downloadRoutes(deps: AppDeps): Hono {
  const { db, paths } = deps;
  const app = new Hono();

  app.post('/api/download/gallery', bodyLimit({ maxSize: 64 * 1024, onError: tooLargeAnswer }), async (c) => {
    const form = await readForm(c);
    if (!form) return invalidAnswer(c, { body: ['must be multipart/form-data'] });
    const query = readQuery(c, []);
    const parsed = downloadSchema.safeParse(form.text);
    if (!parsed.success) return invalidAnswer(c, issuesToErrors(parsed.error.issues, { ...query.errors, ...form.errors }));
    if (Object.keys(query.errors).length > 0) return invalidAnswer(c, query.errors);
    const { talent, gallery } = parsed.data;
    const name = findTalentName(db, talent.id);
    if (name === null) return errorAnswer(c, 404, 'Talent not found.');

    const images = galleryImages(db, talent.id, gallery);
    const stem = asciiFileName(name);
    const entries: ZipEntry[] = [];
    for (const [index, image] of images.entries()) {
      const file = await mediaFile(paths, image.file);
      if (!file) continue;
      const number = String(index + 1).padStart(2, '0');
      entries.push({ name: `${stem}-${gallery}-${number}${path.extname(file).toLowerCase()}`, file });
    }
    if (entries.length === 0) return errorAnswer(c, 404, `This talent has no ${gallery} images.`);

    return new Response(zipStream(entries), {
      status: 200,
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': contentDisposition(name),
        'Cache-Control': 'no-store',
      },
    });
  });
  return app;
}
