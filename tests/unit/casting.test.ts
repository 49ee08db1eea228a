import { describe, expect, it } from 'vitest';
import { castingOrder, currentAvailability, isInTown, isOlderPolaroid, newestPolaroid, takenOn } from '@/lib/rules/casting';

const day = (iso: string) => {
  const [year, month, dayOfMonth] = iso.split('-').map(Number) as [number, number, number];
  return { year, month, day: dayOfMonth };
};
const today = day('2026-11-25');

describe('availability', () => {
  it('says nothing when the back office says nothing, or something that is not a status', () => {
    expect(currentAvailability(null, today)).toBeNull();
    expect(currentAvailability(undefined, today)).toBeNull();
    expect(currentAvailability({ status: 'elsewhere' as 'away', city: 'Paris', until: null }, today)).toBeNull();
  });

  it('keeps the city and the last day, and holds through that day', () => {
    expect(currentAvailability({ status: 'away', city: ' Paris ', until: '2026-12-10' }, today)).toEqual({
      status: 'away',
      city: 'Paris',
      until: day('2026-12-10'),
    });
    expect(currentAvailability({ status: 'in_town', city: 'Brasília', until: '2026-11-25' }, today)?.status).toBe('in_town');
    expect(currentAvailability({ status: 'in_town', city: '', until: null }, today)).toEqual({
      status: 'in_town',
      city: null,
      until: null,
    });
  });

  it('drops a status whose last day has passed, and an unreadable day is no day', () => {
    expect(currentAvailability({ status: 'away', city: 'Paris', until: '2026-11-24' }, today)).toBeNull();
    expect(currentAvailability({ status: 'away', city: 'Paris', until: '2026-02-31' }, today)?.until).toBeNull();
  });

  it('the list filter keeps only who is in town today', () => {
    expect(isInTown({ status: 'in_town', city: 'Brasília', until: null }, today)).toBe(true);
    expect(isInTown({ status: 'in_town', city: 'Brasília', until: '2026-11-01' }, today)).toBe(false);
    expect(isInTown({ status: 'away', city: 'Paris', until: null }, today)).toBe(false);
    expect(isInTown(null, today)).toBe(false);
  });
});

describe('polaroids', () => {
  it('are older past six calendar months', () => {
    expect(isOlderPolaroid(day('2026-05-25'), today)).toBe(false);
    expect(isOlderPolaroid(day('2026-05-24'), today)).toBe(true);
    // From the last day of a longer month, six months back is the end of the shorter one.
    expect(isOlderPolaroid(day('2026-02-28'), day('2026-08-31'))).toBe(false);
    expect(isOlderPolaroid(day('2026-02-27'), day('2026-08-31'))).toBe(true);
    expect(isOlderPolaroid(day('2025-12-31'), day('2026-06-30'))).toBe(false);
  });

  it('the newest dated one, whatever the order; none when none is dated', () => {
    const shots = [{ taken_at: '2026-03-01' }, { taken_at: null }, { taken_at: '2026-10-02' }, { taken_at: 'soon' }];
    expect(newestPolaroid(shots)).toEqual({ image: shots[2], day: day('2026-10-02') });
    expect(newestPolaroid([{}, { taken_at: null }])).toBeNull();
    expect(takenOn({ taken_at: '2026-10-02' })).toEqual(day('2026-10-02'));
    expect(takenOn({})).toBeNull();
  });
});

describe('videos', () => {
  it('the slate first, then runway, campaign, and the rest in the back office order', () => {
    const videos = [
      { file: 'a', kind: 'other' as const },
      { file: 'b' },
      { file: 'c', kind: 'campaign' as const },
      { file: 'd', kind: 'slate' as const },
      { file: 'e', kind: null },
      { file: 'f', kind: 'runway' as const },
    ];
    expect(castingOrder(videos).map((v) => v.file)).toEqual(['d', 'f', 'c', 'a', 'b', 'e']);
    expect(castingOrder([])).toEqual([]);
  });
});
