/**
 * Birthdates and ages. The API sends yyyy-MM-dd; the scouting form types
 * dd/MM/yyyy. Dates are calendar days at local midnight; `on` is injected so
 * that the rules stay pure and testable.
 */
import { differenceInYears, isValid, parseISO, startOfDay } from 'date-fns';

export const ADULT_AGE = 18;

const BR_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;
const ISO_DATE = /^(\d{4}-\d{2}-\d{2})(?:[T ].*)?$/;

// parseISO, not parse(text, format): both formats are fixed and numeric, and
// `parse` brings every token parser and the English locale into the scouting
// form's bundle (docs/decisions/0037-light-first-load.md). parseISO reads a date-only string as a local
// calendar day and refuses days a month does not have.
function strictParse(isoDay: string): Date | null {
  const date = parseISO(isoDay);
  return isValid(date) ? date : null;
}

/** dd/MM/yyyy → the local date, or null when it is not a real date (31/02/2000). */
export function parseBirthdate(input: string): Date | null {
  const match = BR_DATE.exec(input.trim());
  return match ? strictParse(`${match[3]}-${match[2]}-${match[1]}`) : null;
}

/** yyyy-MM-dd (a time part, if any, is ignored) → the local date, or null. */
export function parseIsoDate(input: string): Date | null {
  const match = ISO_DATE.exec(input.trim());
  return match?.[1] ? strictParse(match[1]) : null;
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
  const age = differenceInYears(startOfDay(on), startOfDay(birth));
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
  return day !== null && startOfDay(day).getTime() < startOfDay(on).getTime();
}
