import { describe, expect, it } from 'vitest';
import { ADULT_AGE, ageOn, isMinor, isPastDate, parseBirthdate, parseIsoDate, toDate } from '@/lib/rules/age';

const day = (y: number, m: number, d: number, h = 0) => new Date(y, m - 1, d, h);

describe('parseBirthdate (dd/MM/yyyy)', () => {
  it('parses a real date', () => {
    expect(parseBirthdate('05/03/2001')).toEqual(day(2001, 3, 5));
    expect(parseBirthdate(' 29/02/2024 ')).toEqual(day(2024, 2, 29));
  });

  it('refuses dates that do not exist', () => {
    expect(parseBirthdate('31/02/2000')).toBeNull();
    expect(parseBirthdate('29/02/2023')).toBeNull();
    expect(parseBirthdate('00/01/2000')).toBeNull();
    expect(parseBirthdate('12/13/2000')).toBeNull();
  });

  it('refuses other shapes', () => {
    expect(parseBirthdate('5/3/2001')).toBeNull();
    expect(parseBirthdate('2001-03-05')).toBeNull();
    expect(parseBirthdate('05/03/01')).toBeNull();
    expect(parseBirthdate('')).toBeNull();
    expect(parseBirthdate('abc')).toBeNull();
  });
});

describe('parseIsoDate (yyyy-MM-dd)', () => {
  it('parses the API format, ignoring a time part', () => {
    expect(parseIsoDate('2001-03-05')).toEqual(day(2001, 3, 5));
    expect(parseIsoDate('2001-03-05 00:00:00')).toEqual(day(2001, 3, 5));
    expect(parseIsoDate('2001-03-05T12:00:00Z')).toEqual(day(2001, 3, 5));
  });

  it('refuses invalid dates', () => {
    expect(parseIsoDate('2001-02-30')).toBeNull();
    expect(parseIsoDate('05/03/2001')).toBeNull();
  });

  it('toDate accepts both formats and Dates', () => {
    expect(toDate('2001-03-05')).toEqual(day(2001, 3, 5));
    expect(toDate('05/03/2001')).toEqual(day(2001, 3, 5));
    expect(toDate(day(2001, 3, 5))).toEqual(day(2001, 3, 5));
    expect(toDate(new Date(Number.NaN))).toBeNull();
    expect(toDate(null)).toBeNull();
  });
});

describe('ageOn', () => {
  it('counts completed years', () => {
    expect(ageOn('2000-06-15', day(2025, 6, 14))).toBe(24);
    expect(ageOn('2000-06-15', day(2025, 6, 15))).toBe(25);
    expect(ageOn('15/06/2000', day(2025, 6, 15, 23))).toBe(25);
    expect(ageOn('2025-06-15', day(2025, 6, 15))).toBe(0);
  });

  it('handles a 29 February birthday', () => {
    expect(ageOn('2008-02-29', day(2026, 2, 28))).toBe(17);
    expect(ageOn('2008-02-29', day(2026, 3, 1))).toBe(18);
    expect(ageOn('2008-02-29', day(2028, 2, 29))).toBe(20);
  });

  it('is null for a missing, invalid or future birthdate', () => {
    expect(ageOn(null, day(2025, 1, 1))).toBeNull();
    expect(ageOn('', day(2025, 1, 1))).toBeNull();
    expect(ageOn('31/02/2000', day(2025, 1, 1))).toBeNull();
    expect(ageOn('2030-01-01', day(2025, 1, 1))).toBeNull();
  });
});

describe('isMinor', () => {
  it('turns false on the 18th birthday', () => {
    expect(ADULT_AGE).toBe(18);
    expect(isMinor('10/05/2007', day(2025, 5, 9))).toBe(true);
    expect(isMinor('10/05/2007', day(2025, 5, 9, 23))).toBe(true);
    expect(isMinor('10/05/2007', day(2025, 5, 10))).toBe(false);
    expect(isMinor('2007-05-10', day(2025, 5, 10, 8))).toBe(false);
  });

  it('is false when the birthdate is unknown', () => {
    expect(isMinor('nope', day(2025, 1, 1))).toBe(false);
    expect(isMinor(undefined, day(2025, 1, 1))).toBe(false);
  });
});

describe('isPastDate', () => {
  it('is true only for days before today', () => {
    const now = day(2025, 5, 10, 15);
    expect(isPastDate('09/05/2025', now)).toBe(true);
    expect(isPastDate('10/05/2025', now)).toBe(false);
    expect(isPastDate('11/05/2025', now)).toBe(false);
    expect(isPastDate('31/02/2000', now)).toBe(false);
    expect(isPastDate(day(1990, 1, 1), now)).toBe(true);
  });
});
