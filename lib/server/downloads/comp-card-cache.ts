import 'server-only';
import { createHash, randomUUID } from 'node:crypto';
import pLimit, { type LimitFunction } from 'p-limit';
import { getTranslations } from 'next-intl/server';
import { castingWords, type CastingWords } from '@/lib/i18n/casting';
import { newestPolaroid } from '@/lib/rules/casting';
import { cachedCall, tags } from '@/lib/agency/fetch';
import type { AgencyLang, Talent } from '@/lib/agency/types';
import { getSocialMedia } from '@/lib/agency/content';
import { isAppLocale } from '@/lib/i18n/routing';
import { attachmentDisposition, isCardSize, type CardSize } from '@/lib/rules/compo';
import { isUnitSystem, type UnitSystem } from '@/lib/rules/units';
import { cardMeasureNames } from '@/lib/rules/key-measures';
import { agencyDayText } from '@/lib/rules/agency-facts';
import { reviewedItems } from '@/lib/rules/review';
import {
  compCardPdf,
  instagramHandle,
  type AgencyDetails,
  type CardLabels,
  type CardReview,
  type CardTalent,
  type KitWords,
  type PhotoWorkshop,
} from './comp-card';
import type { DecisionKit } from './decision-kit';
import { createMadeOnce, type MadeOnce } from './made-once';
import { repeatedParameter } from '@/lib/server/query-names';
import { isAgencyApiError } from '@/lib/agency/errors';
import { getSelection } from '@/lib/agency/talents';
import { SELECTION_PDF_FILE_NAME } from '@/lib/rules/compo';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { logFailure } from '@/lib/server/observability/request-log';

/** All kept PDFs together, per site process: a card is ~0.3 MB, a 50-talent package ~15 MB. */
export const COMP_CARD_CACHE_MAX_BYTES = 128 * 1024 * 1024;
/** A PDF larger than this is sent and not kept. */
const MAX_KEPT_BYTES = 32 * 1024 * 1024;
/** Per client address, as the compo zip's: a booker printing a selection stays far below it. */
export const COMP_CARD_RATE = { points: 30, durationS: 60, keyPrefix: 'comp-card' } as const;
/**
 * Packages per client address, counted in talents (what a package costs):
 * two of the largest selection (50) a minute, or many of a casting's usual
 * handful.
 */
export const COMP_CARD_PACKAGE_RATE = { points: 2 * 50, durationS: 60, keyPrefix: 'comp-cards' } as const;

/** Framed photos kept for reuse by every card and package, per site process. */
export const FRAMED_PHOTOS_MAX_BYTES = 96 * 1024 * 1024;
/** A photo replaced in the back office under the same address is read again after this. */
const FRAMED_PHOTO_TTL_MS = 60 * 60 * 1000;
/**
 * Photos encoded at once, per site process, whatever the number of PDFs asked
 * for: encoding is most of a card's cost, and a package of 50 asks for 250;
 * one at a time leaves the other cores to the pages.
 */
export const PHOTO_ENCODES_AT_ONCE = 1;
/** PDFs made at once per process; more wait their turn (each holds a few talents' photos while it is made). */
export const PDFS_MADE_AT_ONCE = 2;

/** One photo's download: bounded in time and size, whatever the media host does. */
const IMAGE_TIMEOUT_MS = 15_000;
const IMAGE_MAX_BYTES = 25 * 1024 * 1024;

/** One per process, on globalThis: the two comp card routes are bundled apart. */
const shared = globalThis as {
  __compCardPdfs?: MadeOnce;
  __compCardPhotos?: MadeOnce;
  __compCardLimits?: { encodes: LimitFunction; pdfs: LimitFunction };
};
/**
 * The PDFs already made, in this process's memory, bounded by bytes (least
 * recently used go first). Not Next's data cache: it keeps entries as JSON
 * (a PDF would be base64, a third larger) and refuses items over 2 MB.
 * Several instances each keep their own copies within the same bound.
 */
const pdfs = (shared.__compCardPdfs ??= createMadeOnce({ maxBytes: COMP_CARD_CACHE_MAX_BYTES, maxEntryBytes: MAX_KEPT_BYTES }));
/** Framed photos by address and size, reused by every card and package. */
const photos = (shared.__compCardPhotos ??= createMadeOnce({ maxBytes: FRAMED_PHOTOS_MAX_BYTES, ttlMs: FRAMED_PHOTO_TTL_MS }));
const atOnce = (shared.__compCardLimits ??= { encodes: pLimit(PHOTO_ENCODES_AT_ONCE), pdfs: pLimit(PDFS_MADE_AT_ONCE) });

/** The comp cards' photos: kept by address and size, loaded as asked, encoded PHOTO_ENCODES_AT_ONCE at a time. */
export const photoWorkshop: PhotoWorkshop = {
  framed: (key, load, encode) => photos(key, () => load().then((source) => atOnce.encodes(() => encode(source)))),
};

/**
 * A token in Next's data cache under the profile's tags and period: a
 * revalidation of `agency:profile:<id>` or `agency` replaces it, so every
 * card and package holding that talent is made again (in every process
 * sharing the data cache).
 */
const talentVersion = cachedCall('comp-card-version', async (id: number) => `${id}:${randomUUID()}`, {
  tags: (id) => [tags.profile(id), tags.all],
});

/** A media image's bytes (the cards' photos, the selection's collage). */
export async function loadImage(url: string): Promise<Buffer> {
  const response = await fetch(url, { signal: AbortSignal.timeout(IMAGE_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`image ${response.status}`);
  const declared = Number(response.headers.get('content-length'));
  if (declared > IMAGE_MAX_BYTES) throw new Error('image too large');
  const bytes = Buffer.from(await response.arrayBuffer());
  if (bytes.byteLength > IMAGE_MAX_BYTES) throw new Error('image too large');
  return bytes;
}

/** The card's words in the visitor's language. */
async function cardLabels(lang: AgencyLang): Promise<CardLabels> {
  const [m, contact, selection] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Measures' }),
    getTranslations({ locale: lang, namespace: 'Contact' }),
    getTranslations({ locale: lang, namespace: 'Selection' }),
  ]);
  return {
    measures: { ...cardMeasureNames((key) => m(key)), eyes: m('eyes'), hair: m('hair') },
    phone: contact('phone'),
    email: contact('email'),
    instagram: contact('instagram'),
    packageTitle: selection('pdfTitle'),
  };
}

/** The agency's name and address (messages) and its channels (the back office's social media). */
async function agencyDetails(lang: AgencyLang): Promise<AgencyDetails> {
  const [contact, selection, social] = await Promise.all([
    getTranslations({ locale: lang, namespace: 'Contact' }),
    getTranslations({ locale: lang, namespace: 'Selection' }),
    getSocialMedia(),
  ]);
  return {
    name: selection('pdfAgency'),
    address: [contact('addressStreet'), contact('addressDistrict'), contact('addressCity')],
    phone: social?.phone?.trim() || null,
    email: social?.email?.trim() || null,
    instagram: instagramHandle(social?.instagram),
  };
}

function cardTalent(talent: Talent, words: CastingWords): CardTalent {
  const { id, name, gender, height, bust, chest, waist, hips, shoes, eyes, hair, cover, book } = talent;
  const newest = newestPolaroid(talent.polaroids);
  return {
    id,
    name,
    gender,
    height,
    bust,
    chest,
    waist,
    hips,
    shoes,
    eyes,
    hair,
    cover,
    book: book.map(({ file }) => ({ file })),
    availability: words.availability(talent.availability),
    polaroid: newest ? { file: newest.image.file, caption: words.polaroidTaken(newest.day) } : null,
  };
}

export type CardRequest = { lang: AgencyLang; units: UnitSystem; size: CardSize };

/**
 * The comp cards of these talents (one: a card; several, or a selection: a
 * package with its cover page), kept per talents, language, units and size.
 * What they print is part of the key too, so a profile refreshed on its own
 * schedule with other measures or photos makes a new PDF even without a
 * revalidation call.
 */
export async function compCards(
  talents: readonly Talent[],
  request: CardRequest & { packageCover: boolean; title: string },
): Promise<Buffer> {
  const [versions, labels, agency, words] = await Promise.all([
    Promise.all(talents.map((talent) => talentVersion(talent.id))),
    cardLabels(request.lang),
    agencyDetails(request.lang),
    castingWords(request.lang),
  ]);
  // What the cards say of availability and polaroids depends on the day: it is in the key below with the rest.
  const cards = talents.map((talent) => cardTalent(talent, words));
  const content = createHash('sha256')
    .update(JSON.stringify([cards, agency, labels, request.title]))
    .digest('base64url')
    .slice(0, 22);
  const key = [
    request.lang,
    request.units,
    request.size,
    request.packageCover ? 'package' : 'card',
    versions.join(','),
    content,
  ].join('|');

  return pdfs(key, () =>
    atOnce.pdfs(() =>
      compCardPdf(cards, {
        size: request.size,
        units: request.units,
        locale: request.lang,
        labels,
        agency,
        loadImage,
        workshop: photoWorkshop,
        packageCover: request.packageCover,
        title: request.title,
      }),
    ),
  );
}

/**
 * A selection's decision kit: the talents in the client's order (those not
 * visible any more left out, the ranks following), each with the review in
 * the kit's language, and "Prepared for {company} · {date}" on every page when
 * a company is named, the date the agency's day the kit is made. Never kept:
 * a kit is one client's (their notes stay in no cache), rarely asked for
 * twice alike, and would push out the packages every visitor shares; its
 * photos still come from the framed photos kept for every card.
 */
export async function decisionKit(talents: readonly Talent[], kit: DecisionKit, made: Date = new Date()): Promise<Buffer> {
  const [labels, agency, words, t, review] = await Promise.all([
    cardLabels(kit.lang),
    agencyDetails(kit.lang),
    castingWords(kit.lang),
    getTranslations({ locale: kit.lang, namespace: 'DecisionKit' }),
    getTranslations({ locale: kit.lang, namespace: 'Review' }),
  ]);
  const byId = new Map(talents.map((talent) => [talent.id, talent]));
  const order = {
    order: kit.items.map((item) => item.id),
    talents: Object.fromEntries(kit.items.map(({ id, ...said }) => [id, said])),
  };
  // Ranks count the talents still shown; without anything said, the order given is the rank.
  const cards = reviewedItems(order, talents).map((item, index): CardTalent => {
    const rank = item.rank ?? index + 1;
    const said: CardReview = {
      rank,
      rankText: t('rank', { rank }),
      verdict: item.verdict ? review(`verdicts.${item.verdict}`) : t('undecided'),
      intent: item.intent ? review(`intents.${item.intent}`) : null,
      note: item.note ?? null,
    };
    return { ...cardTalent(byId.get(item.id)!, words), review: said };
  });
  const kitWords: KitWords = {
    title: t('title'),
    preparedFor: kit.company ? t('preparedFor', { company: kit.company, date: agencyDayText(made, kit.lang) }) : null,
    note: t('note'),
  };
  return atOnce.pdfs(() =>
    compCardPdf(cards, {
      size: kit.size,
      units: kit.units,
      locale: kit.lang,
      labels,
      agency,
      loadImage,
      workshop: photoWorkshop,
      packageCover: true,
      title: kitWords.title,
      kit: kitWords,
    }),
  );
}

/**
 * `lang`, `units` and `size` of a PDF request: each may be left out (pt, cm,
 * A5); a value that is not one of the known ones is the client's mistake.
 * Every parameter of the PDF routes takes one value: one sent twice is
 * refused rather than one of its values picked (a cache or a log in front
 * may have read the other).
 */
export function cardRequestOf(search: URLSearchParams): CardRequest | { error: string } {
  const twice = repeatedParameter(search);
  if (twice !== undefined) return { error: `Send ${twice.slice(0, 40)} only once.` };
  const lang = search.get('lang') ?? 'pt';
  const units = search.get('units') ?? 'cm';
  const size = search.get('size') ?? 'a5';
  if (!isAppLocale(lang)) return { error: 'Unknown language: use pt, en or es.' };
  if (!isUnitSystem(units)) return { error: 'Unknown units: use cm or in.' };
  if (!isCardSize(size)) return { error: 'Unknown size: use a5 or letter-half.' };
  return { lang, units, size };
}

/** The answer past the per-client limit of the PDF routes. */
export function tooManyDownloads(): Response {
  return Response.json(
    { message: 'Too many downloads; wait a minute and try again.' },
    { status: 429, headers: { 'Retry-After': String(COMP_CARD_RATE.durationS) } },
  );
}

/** A made PDF as a download saved under `fileName`; never kept by a shared cache (it is kept here). */
export function pdfDownload(pdf: Buffer, fileName: string): Response {
  return new Response(new Uint8Array(pdf.buffer as ArrayBuffer, pdf.byteOffset, pdf.byteLength), {
    headers: {
      'Content-Type': 'application/pdf',
      'Content-Length': String(pdf.byteLength),
      'Content-Disposition': attachmentDisposition(fileName),
      'Cache-Control': 'private, no-store',
    },
  });
}

// Counted in talents: a package's cost grows with them. One count for the package and the kit.
const packageLimiter = createRateLimiter(COMP_CARD_PACKAGE_RATE);

/**
 * A selection's PDF (the package, or the decision kit): the rate limit
 * counted in its talents, then the visible talents of `ids` made into a PDF
 * by `make`; 404 when none is visible, 502 when the back office fails.
 */
export async function selectionPdf(
  request: Request,
  lang: AgencyLang,
  ids: readonly number[],
  make: (talents: Talent[]) => Promise<Buffer>,
): Promise<Response> {
  if (!(await packageLimiter.take(clientKey(request), ids.length))) return tooManyDownloads();
  try {
    const talents = await getSelection(lang, ids);
    if (talents.length === 0) return Response.json({ message: 'No visible talent in this selection' }, { status: 404 });
    return pdfDownload(await make(talents), SELECTION_PDF_FILE_NAME);
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) logFailure('comp card package failed', error);
    return Response.json({ message: 'The comp cards are unavailable' }, { status });
  }
}
