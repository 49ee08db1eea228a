import { parseSelectionIds } from '@/lib/rules/selection';
import { selectionCollage, socialCardResponse } from '@/lib/server/downloads/selection-image';

/**
 * The social card of a selection link (its OpenGraph image): a collage of
 * up to four covers, made once per set of covers and kept
 * (lib/server/downloads/selection-image.ts); shared caches may keep it as long as the roster.
 */
export async function GET(_request: Request, { params }: RouteContext<'/api/selection-image/[ids]'>) {
  const { ids } = await params;
  const selection = parseSelectionIds(ids);
  if (!selection) return Response.json({ message: 'Give between 1 and 50 talent ids' }, { status: 400 });
  return socialCardResponse(() => selectionCollage(selection.ids), 'No talent with a cover in this selection', 'selection image');
}
