import { talentIdOf } from '@/lib/rules/talent-id';
import { talentCard } from '@/lib/server/selection-image';

/**
 * The social card of a profile link (its OpenGraph image, 1200×630): the
 * first book photos side by side, made once per set of photos and kept
 * (lib/server/selection-image.ts); shared caches may keep it as long as the roster.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/talent-image/[id]'>) {
  const id = talentIdOf((await params).id);
  if (id === null) return Response.json({ message: 'Give a talent id' }, { status: 400 });
  try {
    const image = await talentCard(id);
    if (!image) return Response.json({ message: 'No visible talent with photos by this id' }, { status: 404 });
    return new Response(new Uint8Array(image.buffer as ArrayBuffer, image.byteOffset, image.byteLength), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Content-Length': String(image.byteLength),
        'Cache-Control': 'public, max-age=300, s-maxage=300',
      },
    });
  } catch (error) {
    console.error('talent image failed', error);
    return Response.json({ message: 'The image is unavailable' }, { status: 502 });
  }
}
