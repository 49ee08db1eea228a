import { getTranslations } from 'next-intl/server';
import { MAX_SELECTION, parseSelectionIds } from '@/lib/rules/selection';
import { cardRequestOf, compCards, selectionPdf } from '@/lib/server/downloads/comp-card-cache';

/**
 * The comp card package of a selection (`?ids=238-214-140`, the selection
 * link's rule, plus `lang=pt|en|es&units=cm|in&size=a5|letter-half` as for
 * one card): a cover page listing the names, then one card per visible
 * talent in order. More than 50 ids or none is 400; a list with no visible
 * talent is 404. As a client reviewed it, the package is the decision kit
 * (app/api/decision-kit).
 */
export async function GET(request: Request) {
  const search = new URL(request.url).searchParams;
  const selection = parseSelectionIds(search.get('ids') ?? '');
  if (!selection) {
    return Response.json({ message: `Give between 1 and ${MAX_SELECTION} talent ids, as ids=238-214-140.` }, { status: 400 });
  }
  const card = cardRequestOf(search);
  if ('error' in card) return Response.json({ message: card.error }, { status: 400 });
  return selectionPdf(request, card.lang, selection.ids, async (talents) => {
    const t = await getTranslations({ locale: card.lang, namespace: 'Selection' });
    return compCards(talents, { ...card, packageCover: true, title: t('pdfTitle') });
  });
}
