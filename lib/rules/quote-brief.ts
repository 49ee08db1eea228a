/**
 * The quote brief: what a booker tells the agency about the job besides the
 * four budget fields of docs/product.md §3 (name, email, phone, message;
 * docs/decisions/0038-quote-brief-inside-the-message.md). Every brief field is
 * optional. The back office's contract has no fields for them, so they
 * travel inside its `message` as labelled lines in the visitor's language
 * (composeBudgetMessage). Free of zod: the form imports the field names and
 * job types with the page, the schemas (lib/forms/schemas.ts) apply the
 * rules below.
 */

export const JOB_TYPES = ['campaign', 'editorial', 'ecommerce', 'runway', 'video', 'event', 'other'] as const;
export type JobType = (typeof JOB_TYPES)[number];

/** Longest text per brief field; the dates are `yyyy-mm-dd`. */
export const BRIEF_LIMITS = {
  company: 120,
  location: 160,
  usageMedia: 200,
  usageTerritory: 120,
  usagePeriod: 120,
  budget: 80,
} as const;

/**
 * The visitor's own message in a budget request: the contract's `message`
 * holds 5000 characters (FIELD_LIMITS in agreed.ts), and the brief's lines
 * take the rest (a test checks the longest brief fits).
 */
export const BUDGET_MESSAGE_MAX = 3000;

export const briefFields = [
  'company',
  'jobType',
  'shootFrom',
  'shootTo',
  'decideBy',
  'location',
  'usageMedia',
  'usageTerritory',
  'usagePeriod',
  'budget',
] as const;
export type BriefField = (typeof briefFields)[number];

/** The brief as validated: absent or blank fields are left out. */
export type QuoteBrief = Partial<Record<Exclude<BriefField, 'jobType'>, string>> & { jobType?: JobType };

/**
 * The brief's fields out of a validated budget request, blank ones left
 * out. Here rather than beside the schemas so that the browser can compose
 * the message (lib/rules/review.ts) without loading zod.
 */
export function briefOf(data: { [K in BriefField]?: QuoteBrief[K] | undefined }): QuoteBrief {
  const brief: QuoteBrief = {};
  for (const key of briefFields) {
    const value = data[key];
    if (value) (brief as Record<string, string>)[key] = value;
  }
  return brief;
}

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/**
 * Whether `yyyy-mm-dd` names a day that exists (no 30 February), in years a
 * shoot can be planned for.
 */
export function isRealDate(value: string): boolean {
  const match = ISO_DATE.exec(value);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (year < 2000 || year > 2100) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Both dates real and the last not before the first (one alone is always in order). */
export function datesInOrder(from: string | undefined, to: string | undefined): boolean {
  if (!from || !to) return true;
  // ISO dates compare as text.
  return from <= to;
}

export type BriefLabels = {
  /** The line that opens the brief inside the message. */
  heading: string;
  company: string;
  jobType: string;
  jobTypes: Record<JobType, string>;
  shootFrom: string;
  shootTo: string;
  /** The day the client means to decide by: how long an option on the shoot's dates is asked for. */
  decideBy: string;
  location: string;
  usageMedia: string;
  usageTerritory: string;
  usagePeriod: string;
  budget: string;
};

/** A day in the visitor's language, read as a calendar date (no time zone shifts it). */
function dayText(iso: string, locale: string): string {
  const [year, month, day] = iso.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The brief as `Label: value` lines, in the form's order; empty when nothing was filled in. */
export function briefLines(brief: QuoteBrief, labels: BriefLabels, locale: string): string[] {
  const lines: string[] = [];
  const line = (label: string, value: string | undefined) => {
    if (value) lines.push(`${label}: ${value}`);
  };
  line(labels.company, brief.company);
  line(labels.jobType, brief.jobType ? labels.jobTypes[brief.jobType] : undefined);
  line(labels.shootFrom, brief.shootFrom ? dayText(brief.shootFrom, locale) : undefined);
  line(labels.shootTo, brief.shootTo ? dayText(brief.shootTo, locale) : undefined);
  line(labels.decideBy, brief.decideBy ? dayText(brief.decideBy, locale) : undefined);
  line(labels.location, brief.location);
  line(labels.usageMedia, brief.usageMedia);
  line(labels.usageTerritory, brief.usageTerritory);
  line(labels.usagePeriod, brief.usagePeriod);
  line(labels.budget, brief.budget);
  return lines;
}

/**
 * The contract's `message`: the visitor's words, then the brief under its
 * heading, one labelled line per field filled in.
 */
export function composeBudgetMessage(message: string, brief: QuoteBrief, labels: BriefLabels, locale: string): string {
  const lines = briefLines(brief, labels, locale);
  if (lines.length === 0) return message;
  return `${message}\n\n${labels.heading}\n${lines.join('\n')}`;
}
