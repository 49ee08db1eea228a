import { isAgencyApiError } from '@/lib/agency/errors';
import { compCardFileName } from '@/lib/rules/compo';
import { talentIdOf } from '@/lib/rules/talent-id';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { getTalent } from '@/lib/agency/talents';
import { cardRequestOf, COMP_CARD_RATE, compCards, pdfDownload, tooManyDownloads } from '@/lib/server/downloads/comp-card-cache';
import { logFailure } from '@/lib/server/observability/request-log';

const limiter = createRateLimiter(COMP_CARD_RATE);

/**
 * One talent's comp card as PDF (`?lang=pt|en|es&units=cm|in&size=a5|letter-half`;
 * `units` takes the site's own values, lib/rules/units.ts, so a link can
 * carry the visitor's remembered choice as it is), made on the server and
 * kept (lib/server/downloads/comp-card-cache.ts). Hidden and
 * unknown talents are 404 from the cached roster, without asking the back office.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/comp-card/[id]'>) {
  const { id } = await params;
  const talentId = talentIdOf(id);
  if (talentId === null) return Response.json({ message: 'Invalid talent id' }, { status: 400 });
  const card = cardRequestOf(new URL(request.url).searchParams);
  if ('error' in card) return Response.json({ message: card.error }, { status: 400 });
  if (!(await limiter.take(clientKey(request)))) return tooManyDownloads();
  try {
    const talent = await getTalent(card.lang, talentId);
    if (!talent) return Response.json({ message: 'Unknown talent' }, { status: 404 });
    const pdf = await compCards([talent], { ...card, packageCover: false, title: talent.name });
    return pdfDownload(pdf, compCardFileName(talent.name));
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) logFailure('comp card failed', error);
    return Response.json({ message: 'The comp card is unavailable' }, { status });
  }
}
