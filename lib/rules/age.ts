/**
 * Birthdates and ages for the site's screens, as Dates at local midnight.
 * The API sends yyyy-MM-dd; the scouting form types dd/MM/yyyy. The rules
 * (what a real day is, full years, the age of majority) are the ones the
 * back office applies too (lib/rules/agreed.ts); `on` is injected so that
 * they stay pure and testable.
 */
import { ADULT_AGE, calendarDay, compareDates, parseBrazilianDate, parseIsoDay, yearsBetween, type CalendarDate } from './agreed';

export { ADULT_AGE };

/** The day at local midnight; setFullYear keeps the years before 100 as they are. */
function localMidnight({ year, month, day }: CalendarDate): Date {
  const date = new Date(2000, 0, 1);
  date.setFullYear(year, month - 1, day);
  return date;
}

const isValid = (date: Date) => !Number.isNaN(date.getTime());

/** dd/MM/yyyy → the local date, or null when it is not a real date (31/02/2000). */
export function parseBirthdate(input: string): Date | null {
  const day = parseBrazilianDate(input.trim());
  return day ? localMidnight(day) : null;
}

/** yyyy-MM-dd (a time part, if any, is ignored) → the local date, or null. */
export function parseIsoDate(input: string): Date | null {
  const day = parseIsoDay(input.trim());
  return day ? localMidnight(day) : null;
}

/** Either format, or a Date as it is. */
export function toDate(value: string | Date | null | undefined): Date | null {
  if (value == null) return null;
  if (value instanceof Date) return isValid(value) ? value : null;
  return parseIsoDate(value) ?? parseBirthdate(value);
}

/** Completed years on the day `on`; null for a missing, invalid or future birthdate. */
export function ageOn(birthdate: string | Date | null | undefined, on: Date): number | null {
  const birth = toDate(birthdate);
  if (birth === null || !isValid(on)) return null;
  const age = yearsBetween(calendarDay(birth), calendarDay(on));
  return age >= 0 && birth.getTime() <= on.getTime() ? age : null;
}

/** Under 18 on `on`. An unknown birthdate is not treated as a minor. */
export function isMinor(birthdate: string | Date | null | undefined, on: Date): boolean {
  const age = ageOn(birthdate, on);
  return age !== null && age < ADULT_AGE;
}

/** A calendar day strictly before the day of `on`. */
export function isPastDate(date: string | Date | null | undefined, on: Date): boolean {
  const day = toDate(date);
  return day !== null && isValid(on) && compareDates(calendarDay(day), calendarDay(on)) < 0;
}
