'use client';

import { useState, type MouseEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ACTION_BUTTON } from '@/components/favorites/favorites-grid';
import { UnitLink } from '@/components/talents/UnitLink';
import { reviewStore } from '@/lib/browser/review';
import { reviewBrief } from '@/lib/browser/review-brief';
import { downloadDecisionKit } from '@/lib/browser/decision-kit';
import { notify } from '@/lib/browser/toasts';
import type { AppLocale } from '@/lib/i18n/routing';
import { isEmptyReview, reviewedItems } from '@/lib/rules/review';
import { selectionSegment } from '@/lib/rules/selection';
import type { CardSize } from '@/lib/rules/compo';
import { isUnitSystem, type UnitSystem } from '@/lib/rules/units';

/** The package PDF of a selection (app/api/comp-cards). */
export function packageHref(ids: readonly number[], locale: AppLocale, units: UnitSystem, size: CardSize): string {
  return `/api/comp-cards?${new URLSearchParams({ ids: selectionSegment(ids), lang: locale, units, size })}`;
}

/**
 * A selection's comp card package: a plain link to the PDF (in the
 * visitor's units, `<UnitLink>`), which works without script. Once the
 * client has reviewed the talents, the same link makes the decision kit
 * instead: the review goes to the server in a POST's body (never in a URL),
 * and the PDF follows the client's order, verdicts, notes and next steps,
 * with "Prepared for" the brief's company.
 */
export function PackageLink({
  talents,
  locale,
  size,
  label,
}: {
  talents: readonly { id: number; name: string }[];
  locale: AppLocale;
  size: CardSize;
  label: string;
}) {
  const ids = talents.map((talent) => talent.id);
  const t = useTranslations('ReviewBoard');
  const [busy, setBusy] = useState(false);
  const open = async (event: MouseEvent<HTMLAnchorElement>) => {
    const state = reviewStore().getSnapshot();
    if (isEmptyReview(state.review, state.shown) || busy) return;
    event.preventDefault();
    const units = new URL(event.currentTarget.href).searchParams.get('units') ?? '';
    setBusy(true);
    const result = await downloadDecisionKit({
      items: reviewedItems(state.review, talents),
      lang: locale,
      units: isUnitSystem(units) ? units : 'cm',
      size,
      company: reviewBrief.getSnapshot().company.trim() || undefined,
    });
    setBusy(false);
    if (result === 'failed') notify('error', t('kitFailed'));
  };
  return (
    <UnitLink
      href={(units) => packageHref(ids, locale, units, size)}
      download
      className={ACTION_BUTTON}
      aria-busy={busy}
      onClick={open}
    >
      {label}
    </UnitLink>
  );
}
