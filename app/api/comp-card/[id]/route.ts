import { isAgencyApiError } from '@/lib/api';
import { attachmentDisposition, compCardFileName } from '@/lib/rules/compo';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { loadProfile } from '@/lib/server/roster';
import { cardRequestOf, COMP_CARD_RATE, compCards } from '@/lib/server/comp-card-cache';

const limiter = createRateLimiter(COMP_CARD_RATE);

/**
 * One talent's comp card as PDF (`?lang=pt|en|es&units=cm|in&size=a5|letter-half`;
 * `units` takes the site's own values, lib/rules/units.ts, so a link can
 * carry the visitor's remembered choice as it is), made on the server and
 * kept (lib/server/comp-card-cache.ts). Hidden and
 * unknown talents are 404 from the cached roster, without asking the back office.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/comp-card/[id]'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return Response.json({ message: 'Invalid talent id' }, { status: 400 });
  const card = cardRequestOf(new URL(request.url).searchParams);
  if ('error' in card) return Response.json({ message: card.error }, { status: 400 });
  if (!(await limiter.take(clientKey(request)))) {
    return Response.json(
      { message: 'Too many downloads; wait a minute and try again.' },
      { status: 429, headers: { 'Retry-After': String(COMP_CARD_RATE.durationS) } },
    );
  }
  try {
    const talent = await loadProfile(card.lang, Number(id));
    if (!talent) return Response.json({ message: 'Unknown talent' }, { status: 404 });
    const pdf = await compCards([talent], { ...card, packageCover: false, title: talent.name });
    return new Response(new Uint8Array(pdf.buffer as ArrayBuffer, pdf.byteOffset, pdf.byteLength), {
      headers: {
        'Content-Type': 'application/pdf',
        'Content-Length': String(pdf.byteLength),
        'Content-Disposition': attachmentDisposition(compCardFileName(talent.name)),
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) console.error('comp card failed', error);
    return Response.json({ message: 'The comp card is unavailable' }, { status });
  }
}
