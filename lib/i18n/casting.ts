import 'server-only';
import { getFormatter, getTranslations } from 'next-intl/server';
import { calendarDay, isoDay, type CalendarDate } from '@/lib/rules/agreed';
import { currentAvailability, isOlderPolaroid, takenOn, type Availability, type PhotoNote } from '@/lib/rules/casting';
import type { AppLocale } from './routing';

/** A calendar day as the instant of its start in UTC, formatted in UTC: the day never shifts with a time zone. */
const instant = (day: CalendarDate) => new Date(Date.UTC(day.year, day.month - 1, day.day));

type Formatter = Awaited<ReturnType<typeof getFormatter>>;

/**
 * A day as a talent's last day away reads ("20 de dez.", "Jan 5, 2027"):
 * short, the year said only when it is not `today`'s.
 */
export function shortDay(format: Formatter, day: CalendarDate, today: CalendarDate): string {
  return format.dateTime(instant(day), {
    day: 'numeric',
    month: 'short',
    ...(day.year === today.year ? {} : { year: 'numeric' }),
    timeZone: 'UTC',
  });
}

/**
 * What a casting director reads first, written in `locale` on the server
 * (lib/rules/casting.ts decides, the Casting messages word it): a talent's
 * availability ("Fora · Paris até 20 de dez."), the day a polaroid was taken.
 */
export async function castingWords(locale: AppLocale, today: CalendarDate = calendarDay(new Date())) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: 'Casting' }), getFormatter({ locale })]);
  return {
    /** Null when the back office says nothing, or what it said no longer holds. */
    availability(availability: Availability | null | undefined): string | null {
      const current = currentAvailability(availability, today);
      if (!current) return null;
      return t('availability', {
        status: current.status,
        city: current.city ?? 'none',
        until: current.until ? shortDay(format, current.until, today) : 'none',
      });
    },
    /** How long ago the newest polaroid was taken ("mais recente: há 3 semanas"). */
    newest(day: CalendarDate): string {
      const days = Math.round((instant(today).getTime() - instant(day).getTime()) / 86_400_000);
      const when =
        days <= 0
          ? t('today')
          : format.relativeTime(instant(day), { now: instant(today), ...(days < 7 ? { unit: 'day' as const } : {}) });
      return t('newest', { when });
    },
    /** A polaroid's day and, past six months, that it is an older one; null when it is not dated. */
    photoNote(image: { taken_at?: string | null }): PhotoNote | null {
      const day = takenOn(image);
      if (!day) return null;
      return {
        day: isoDay(day),
        text: format.dateTime(instant(day), { dateStyle: 'medium', timeZone: 'UTC' }),
        older: isOlderPolaroid(day, today) ? t('older') : null,
      };
    },
    polaroidTaken(day: CalendarDate): string {
      return t('polaroidTaken', { date: format.dateTime(instant(day), { dateStyle: 'medium', timeZone: 'UTC' }) });
    },
  };
}

export type CastingWords = Awaited<ReturnType<typeof castingWords>>;
