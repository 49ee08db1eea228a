/**
 * What a casting director reads before the book (contract 1.1.0, all optional):
 * where the talent can be booked, how recent the polaroids are, and the slate
 * before the other videos. Pure rules; the words are the messages' (Casting).
 */
import { compareDates, parseIsoDay, type CalendarDate } from './agreed';

export const AVAILABILITY_STATUSES = ['in_town', 'away'] as const;
export type AvailabilityStatus = (typeof AVAILABILITY_STATUSES)[number];
export type Availability = { status: AvailabilityStatus; city: string | null; until: string | null };

/** What the site says of a talent's availability: the status, the city, and the last day when known. */
export type CurrentAvailability = { status: AvailabilityStatus; city: string | null; until: CalendarDate | null };

/**
 * The availability that holds on `today`, or null: none given, or a status whose
 * last day has passed (the back office has not been updated since; claiming it
 * would mislead a client).
 */
export function currentAvailability(
  availability: Availability | null | undefined,
  today: CalendarDate,
): CurrentAvailability | null {
  if (!availability || !(AVAILABILITY_STATUSES as readonly string[]).includes(availability.status)) return null;
  const until = availability.until ? parseIsoDay(availability.until) : null;
  if (until && compareDates(until, today) < 0) return null;
  const city = availability.city?.trim() || null;
  return { status: availability.status, city, until };
}

/** The models list's filter: `?availability=in_town`. */
export const AVAILABILITY_FILTER = { key: 'availability', inTown: 'in_town' } as const;

export function isInTown(availability: Availability | null | undefined, today: CalendarDate): boolean {
  return currentAvailability(availability, today)?.status === 'in_town';
}

/** Polaroids taken longer ago than this are marked as older: agencies refresh them every few months. */
export const POLAROIDS_FRESH_MONTHS = 6;

/** The day `months` calendar months before `day` (the last day of a shorter month). */
function monthsBefore(day: CalendarDate, months: number): CalendarDate {
  const index = day.year * 12 + (day.month - 1) - months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  return { year, month, day: Math.min(day.day, last) };
}

/** Taken more than POLAROIDS_FRESH_MONTHS before `today`. */
export function isOlderPolaroid(takenAt: CalendarDate, today: CalendarDate): boolean {
  return compareDates(takenAt, monthsBefore(today, POLAROIDS_FRESH_MONTHS)) < 0;
}

/** The day a polaroid was taken, or null when the back office does not say (or says something that is no day). */
export function takenOn(image: { taken_at?: string | null }): CalendarDate | null {
  return image.taken_at ? parseIsoDay(image.taken_at) : null;
}

/** The newest dated polaroid and its day, or null when none is dated. */
export function newestPolaroid<T extends { taken_at?: string | null }>(
  polaroids: readonly T[],
): { image: T; day: CalendarDate } | null {
  let newest: { image: T; day: CalendarDate } | null = null;
  for (const image of polaroids) {
    const day = takenOn(image);
    if (day && (!newest || compareDates(day, newest.day) > 0)) newest = { image, day };
  }
  return newest;
}

/** What a dated photo shows beneath it, written on the server: its day, and whether it is one of the older ones. */
export type PhotoNote = { day: string; text: string; older: string | null };

export const VIDEO_KINDS = ['slate', 'runway', 'campaign', 'other'] as const;
export type VideoKind = (typeof VIDEO_KINDS)[number];

/** What clients watch first: the slate, then runway, campaign, and the rest in the back office's order. */
const KIND_RANK: Record<VideoKind, number> = { slate: 0, runway: 1, campaign: 2, other: 3 };

export function castingOrder<T extends { kind?: VideoKind | null }>(videos: readonly T[]): T[] {
  return videos
    .map((video, index) => ({ video, index, rank: video.kind ? KIND_RANK[video.kind] : KIND_RANK.other }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index)
    .map(({ video }) => video);
}
