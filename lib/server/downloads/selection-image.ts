import 'server-only';
import sharp from 'sharp';
import { getRosterCards, getTalentProfile } from '@/lib/agency/talents';
import { loadImage } from './comp-card-cache';
import { createMadeOnce, type MadeOnce } from './made-once';
import { logFailure } from '@/lib/server/observability/request-log';

/** The social card's size (as app/social-card.png's). */
export const COLLAGE = { width: 1200, height: 630 } as const;
/** Covers side by side in one collage. */
const MAX_COVERS = 4;

/**
 * Collages already made, by their covers: a selection's link is pasted and
 * its card fetched by every chat app it is pasted in, so each is made once.
 * Bounded by bytes (a collage is ~100 KB), least recently used first.
 */
const collages = ((globalThis as { __selectionCollages?: MadeOnce }).__selectionCollages ??= createMadeOnce({
  maxBytes: 32 * 1024 * 1024,
}));

async function draw(covers: readonly string[]): Promise<Buffer> {
  if (covers.length === 1) return drawAlone(covers[0]!);
  const width = Math.floor(COLLAGE.width / covers.length);
  const tiles = await Promise.all(
    covers.map(async (url, i) => {
      const input = await sharp(await loadImage(url), { limitInputPixels: 50_000_000 })
        .rotate()
        .resize(i === covers.length - 1 ? COLLAGE.width - width * i : width, COLLAGE.height, {
          fit: 'cover',
          position: 'attention',
        })
        .toBuffer();
      return { input, left: width * i, top: 0 };
    }),
  );
  return sharp({ create: { ...COLLAGE, channels: 3, background: '#f4f1ec' } })
    .composite(tiles)
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** One photo whole (contained), centred on the site's paper colour: a lone portrait is never cropped to a strip. */
async function drawAlone(url: string): Promise<Buffer> {
  const photo = await sharp(await loadImage(url), { limitInputPixels: 50_000_000 })
    .rotate()
    .resize(COLLAGE.width, COLLAGE.height, { fit: 'inside' })
    .toBuffer({ resolveWithObject: true });
  return sharp({ create: { ...COLLAGE, channels: 3, background: '#f4f1ec' } })
    .composite([
      {
        input: photo.data,
        left: Math.round((COLLAGE.width - photo.info.width) / 2),
        top: Math.round((COLLAGE.height - photo.info.height) / 2),
      },
    ])
    .jpeg({ quality: 80 })
    .toBuffer();
}

/** Made once per set of photos, then kept (`collages`); one drawing at a time per set. */
function collage(covers: readonly string[]): Promise<Buffer> {
  return collages(covers.join('\n'), () => draw(covers));
}

/** Book photos side by side in a talent's card. */
const PROFILE_PHOTOS = 3;

/**
 * The landscape picture a pasted profile link shows (wide previews crop a
 * portrait): the first book photos side by side, else the cover whole on
 * the paper colour. Null for no visible talent, or one without photos.
 */
export async function talentCard(id: number): Promise<Buffer | null> {
  const talent = await getTalentProfile('pt', id);
  if (!talent) return null;
  const book = talent.book.slice(0, PROFILE_PHOTOS).map((photo) => photo.file);
  const photos = book.length > 1 ? book : talent.cover ? [talent.cover] : book;
  return photos.length > 0 ? collage(photos) : null;
}

/**
 * The picture a pasted selection link shows: the covers of its first four
 * visible talents side by side. Null when none of the ids is a visible
 * talent with a cover.
 */
export async function selectionCollage(ids: readonly number[]): Promise<Buffer | null> {
  const cards = new Map((await getRosterCards()).map((card) => [card.id, card]));
  const covers = ids
    .map((id) => cards.get(id)?.cover)
    .filter((cover): cover is string => Boolean(cover))
    .slice(0, MAX_COVERS);
  return covers.length > 0 ? collage(covers) : null;
}

/**
 * A social card as the answer of its route: made at most once per set of
 * photos, so shared caches may keep it as long as the roster; a back office
 * that fails costs a 502 with a message, not an error page.
 */
export async function socialCardResponse(make: () => Promise<Buffer | null>, missing: string, what: string): Promise<Response> {
  try {
    const image = await make();
    if (!image) return Response.json({ message: missing }, { status: 404 });
    return new Response(new Uint8Array(image.buffer as ArrayBuffer, image.byteOffset, image.byteLength), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Content-Length': String(image.byteLength),
        'Cache-Control': 'public, max-age=300, s-maxage=300',
      },
    });
  } catch (error) {
    logFailure(`${what} failed`, error);
    return Response.json({ message: 'The image is unavailable' }, { status: 502 });
  }
}
