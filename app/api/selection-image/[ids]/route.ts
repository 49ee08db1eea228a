import { parseSelectionIds } from '@/lib/rules/selection';
import { selectionCollage } from '@/lib/server/selection-image';

/**
 * The social card of a selection link (its OpenGraph image): a collage of
 * up to four covers, made once per set of covers and kept
 * (lib/server/selection-image.ts); shared caches may keep it as long as the roster.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/selection-image/[ids]'>) {
  const { ids } = await params;
  const selection = parseSelectionIds(ids);
  if (!selection) return Response.json({ message: 'Give between 1 and 50 talent ids' }, { status: 400 });
  try {
    const image = await selectionCollage(selection.ids);
    if (!image) return Response.json({ message: 'No talent with a cover in this selection' }, { status: 404 });
    return new Response(new Uint8Array(image.buffer as ArrayBuffer, image.byteOffset, image.byteLength), {
      headers: {
        'Content-Type': 'image/jpeg',
        'Content-Length': String(image.byteLength),
        'Cache-Control': 'public, max-age=300, s-maxage=300',
      },
    });
  } catch (error) {
    console.error('selection image failed', error);
    return Response.json({ message: 'The image is unavailable' }, { status: 502 });
  }
}
