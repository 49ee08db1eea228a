import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay, type CalendarDate } from '@/lib/rules/agreed';
import type { Clash } from '@/lib/rules/review';
import { shortDay } from './casting';
import { reviewLabels } from './budget-labels';
import type { AppLocale } from './routing';

/**
 * The client's review in `locale`, written on the server for the budget
 * request's message: the lines' labels and a talent's clash with the job's
 * dates ("Fora, em Lisboa, até 20 de dez.: dentro das suas datas"), its last
 * day written as availability's is (shortDay).
 */
export async function reviewWords(locale: AppLocale, today: CalendarDate = calendarDay(new Date())) {
  const [t, reply, format] = await Promise.all([
    getTranslations({ locale, namespace: 'Review' }),
    getTranslations({ locale, namespace: 'ReviewReply' }),
    getFormatter({ locale }),
  ]);
  return {
    labels: reviewLabels(t, reply),
    clash: (clash: Clash): string =>
      t('clash', { city: clash.city ?? 'none', until: clash.until ? shortDay(format, clash.until, today) : 'none' }),
  };
}
