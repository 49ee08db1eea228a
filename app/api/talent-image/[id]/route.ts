import { talentIdOf } from '@/lib/rules/talent-id';
import { socialCardResponse, talentCard } from '@/lib/server/downloads/selection-image';

/**
 * The social card of a profile link (its OpenGraph image, 1200×630): the
 * first book photos side by side, made once per set of photos and kept
 * (lib/server/downloads/selection-image.ts); shared caches may keep it as long as the roster.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/talent-image/[id]'>) {
  const id = talentIdOf((await params).id);
  if (id === null) return Response.json({ message: 'Give a talent id' }, { status: 400 });
  return socialCardResponse(() => talentCard(id), 'No visible talent with photos by this id', 'talent image');
}
