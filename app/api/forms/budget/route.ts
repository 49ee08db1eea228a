import { getTranslations } from 'next-intl/server';
import { agency } from '@/lib/agency/fetch';
import { sendBudgetRequest } from '@/lib/agency/forms';
import { getRosterAvailability } from '@/lib/agency/talents';
import { briefLabels } from '@/lib/i18n/budget-labels';
import { reviewWords } from '@/lib/i18n/review';
import { calendarDay, TEXT_FORM_BODY_MAX_BYTES, type CalendarDate } from '@/lib/rules/agreed';
import { TEXT_FORM_RATE } from '@/lib/server/forms/limits';
import { createRateLimiter } from '@/lib/server/forms/rate-limit';
import { briefOf, budgetFields, budgetSchema, favoritesText, type BudgetData, type FormErrorKey } from '@/lib/forms/schemas';
import { FieldRefusal, handleFormPost, textFields } from '@/lib/server/forms/handle-post';
import { logFailure } from '@/lib/server/observability/request-log';
import { clashLines, composeBudgetRequestMessage, type Clash, type ReviewedItem } from '@/lib/rules/review';

const limiter = createRateLimiter({ ...TEXT_FORM_RATE, keyPrefix: 'budget' });

/**
 * The clash of each talent's availability with the shoot's dates, from the
 * cached roster (no back-office call per talent), as the cards show it. A
 * courtesy to the agency: without dates there is nothing to say, and a
 * roster that cannot be read leaves the lines out rather than the request
 * unsent.
 */
async function clashesOf(
  items: readonly ReviewedItem[],
  data: Pick<BudgetData, 'shootFrom' | 'shootTo'>,
  word: (clash: Clash) => string,
  today: CalendarDate,
): Promise<Map<number, string>> {
  if (!(data.shootFrom || data.shootTo)) return new Map();
  try {
    const availability = await getRosterAvailability(items.map((item) => item.id));
    return clashLines(items, availability, { from: data.shootFrom, to: data.shootTo }, today, word);
  } catch (error) {
    logFailure('budget request sent without clash lines: the roster is unavailable', error, { level: 'warn' });
    return new Map();
  }
}

/**
 * The budget request: validated again here, the quote brief and the
 * client's review (contract 1.2.0) written into the contract's `message` as
 * labelled lines, then forwarded to the PANEL `/api/favorites/{lang}`. A
 * message past the contract's bound is refused here (422 on `message`,
 * `reviewTooLong`), before anything is sent.
 */
export function POST(request: Request) {
  return handleFormPost(request, {
    schema: budgetSchema,
    maxBytes: TEXT_FORM_BODY_MAX_BYTES,
    fields: budgetFields,
    toInput: (form) => textFields(form, budgetFields),
    forward: async (lang, data, _form, submission) => {
      const { name, email, phone, favorites } = data;
      const today = calendarDay(new Date());
      // The words of the language the request was sent in: the agency reads them as the visitor wrote.
      const [briefT, review] = await Promise.all([
        getTranslations({ locale: lang, namespace: 'Brief' }),
        reviewWords(lang, today),
      ]);
      const composed = composeBudgetRequestMessage({
        message: data.message,
        brief: briefOf(data),
        briefLabels: briefLabels(briefT),
        locale: lang,
        items: favorites,
        reviewLabels: review.labels,
        clashes: await clashesOf(favorites, data, review.clash, today),
      });
      if (composed.over > 0) throw new FieldRefusal({ message: ['reviewTooLong' satisfies FormErrorKey] });
      const fields = { name, email, phone, message: composed.message, favorites: favoritesText(favorites) };
      return sendBudgetRequest(agency(), lang, fields, submission);
    },
    limiter,
  });
}
