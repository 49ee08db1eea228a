import { getTranslations } from 'next-intl/server';
import { isAgencyApiError } from '@/lib/agency/errors';
import type { AgencyLang, Talent } from '@/lib/agency/types';
import { SELECTION_PDF_FILE_NAME } from '@/lib/rules/compo';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { MAX_SELECTION, parseSelectionIds } from '@/lib/rules/selection';
import {
  cardRequestOf,
  COMP_CARD_PACKAGE_RATE,
  compCards,
  decisionKit,
  pdfDownload,
  tooManyDownloads,
} from '@/lib/server/comp-card-cache';
import { readDecisionKit } from '@/lib/server/decision-kit';
import { getSelection } from '@/lib/agency/talents';
import { logFailure } from '@/lib/server/request-log';

// Counted in talents: a package's cost grows with them. One count for the package and the kit.
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
  return packageOf(card.lang, selection.ids, async (talents) => {
    const t = await getTranslations({ locale: card.lang, namespace: 'Selection' });
    return compCards(talents, { ...card, packageCover: true, title: t('pdfTitle') });
  });
}

/**
 * The decision kit: the package as the client reviewed it, from a JSON body
 * (lib/server/decision-kit.ts: `{ lang, units, size, items: [{ id, verdict?,
 * note?, intent? }…] in the client's order, company? }`). The review is
 * in the body so that no URL, log line or cache holds it; the PDF is made for
 * this request and kept nowhere (`Cache-Control: private, no-store`, as every
 * PDF of the site). Refusals as the package's, and 413 over the body's cap.
 */
export async function POST(request: Request) {
  const kit = await readDecisionKit(request);
  if (kit instanceof Response) return kit;
  const ids = kit.items.map((item) => item.id);
  if (!(await limiter.take(clientKey(request), ids.length))) return tooManyDownloads();
  return packageOf(kit.lang, ids, (talents) => decisionKit(talents, kit));
}

/** The visible talents of `ids` made into a PDF by `make`; 404 when none is visible, 502 when the back office fails. */
async function packageOf(lang: AgencyLang, ids: readonly number[], make: (talents: Talent[]) => Promise<Buffer>) {
  try {
    const talents = await getSelection(lang, ids);
    if (talents.length === 0) return Response.json({ message: 'No visible talent in this selection' }, { status: 404 });
    return pdfDownload(await make(talents), SELECTION_PDF_FILE_NAME);
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) logFailure('comp card package failed', error);
    return Response.json({ message: 'The comp cards are unavailable' }, { status });
  }
}
