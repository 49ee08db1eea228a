import { getTranslations } from 'next-intl/server';
import { isAgencyApiError } from '@/lib/agency/errors';
import { SELECTION_PDF_FILE_NAME } from '@/lib/rules/compo';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { MAX_SELECTION, parseSelectionIds } from '@/lib/rules/selection';
import { cardRequestOf, COMP_CARD_PACKAGE_RATE, compCards, pdfDownload, tooManyDownloads } from '@/lib/server/comp-card-cache';
import { getSelection } from '@/lib/agency/talents';
import { logFailure } from '@/lib/server/request-log';

// Counted in talents: a package's cost grows with them.
const limiter = createRateLimiter(COMP_CARD_PACKAGE_RATE);

/**
 * The comp card package of a selection (`?ids=238-214-140`, the selection
 * link's rule, plus `lang=pt|en|es&units=cm|in&size=a5|letter-half` as for
 * one card): a cover page listing the names, then one card per visible
 * talent in order. More than 50 ids or none is 400; a list with no visible
 * talent is 404.
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const selection = parseSelectionIds(search.get('ids') ?? '');
  if (!selection) {
    return Response.json({ message: `Give between 1 and ${MAX_SELECTION} talent ids, as ids=238-214-140.` }, { status: 400 });
  }
  const card = cardRequestOf(search);
  if ('error' in card) return Response.json({ message: card.error }, { status: 400 });
  if (!(await limiter.take(clientKey(request), selection.ids.length))) return tooManyDownloads();
  try {
    const talents = await getSelection(card.lang, selection.ids);
    if (talents.length === 0) return Response.json({ message: 'No visible talent in this selection' }, { status: 404 });
    const t = await getTranslations({ locale: card.lang, namespace: 'Selection' });
    const pdf = await compCards(talents, { ...card, packageCover: true, title: t('pdfTitle') });
    return pdfDownload(pdf, SELECTION_PDF_FILE_NAME);
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) logFailure('comp card package failed', error);
    return Response.json({ message: 'The comp cards are unavailable' }, { status });
  }
}
