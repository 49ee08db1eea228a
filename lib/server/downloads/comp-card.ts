/**
 * Comp cards as PDF (docs/decisions/0015-comp-cards-made-by-the-site.md), drawn with pdfkit: the standard card is A5
 * landscape (or 5.5 × 8.5 in), its front the cover and the name, its back up
 * to four book photos, the measures and the agency's details. A package is
 * a cover page listing the names, then one card per talent in order. A
 * decision kit is a package as a client reviewed it: the cover lists the
 * talents in the client's order with verdict, intent and note, each card's
 * back says them too, and every page may carry who it was prepared for.
 *
 * Free of Next and of the back office: it gets plain talents, words and
 * agency details, and a loader for image bytes (the routes pass one that
 * fetches media; the tests pass drawn images). Images are cropped to their
 * frame and embedded as JPEG at PRINT_DPI of their printed size; the site's
 * own faces (Bodoni Moda, Geist) are embedded from the @fontsource files.
 */
import path from 'node:path';
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import type { GalleryImage } from '@/lib/agency/types';
import { translateEyes, translateHair, type ColourLocale } from '@/lib/rules/colours';
import type { CardSize } from '@/lib/rules/compo';
import { cardMeasures, measuresOfTalent, type CardMeasureKey, type MeasureFields } from '@/lib/rules/key-measures';
import type { UnitSystem } from '@/lib/rules/units';
import { pathOnly } from '@/lib/server/observability/log';
import { logFailure } from '@/lib/server/observability/request-log';

/** Page sizes in points, landscape: A5 is 210 × 148 mm, half letter 8.5 × 5.5 in. */
const PAGE: Record<CardSize, { width: number; height: number }> = {
  a5: { width: (210 / 25.4) * 72, height: (148 / 25.4) * 72 },
  'letter-half': { width: 8.5 * 72, height: 5.5 * 72 },
};

/** Print resolution of every embedded photo, at the size it is printed. */
export const PRINT_DPI = 200;
const JPEG_QUALITY = 82;

const FONT_DIR = path.join(process.cwd(), 'node_modules', '@fontsource');
/** WOFF files of the faces the site sets (lib/fonts.ts), which pdfkit embeds (subset) as they are. */
const FONTS = {
  display: path.join(FONT_DIR, 'bodoni-moda', 'files', 'bodoni-moda-latin-400-normal.woff'),
  sans: path.join(FONT_DIR, 'geist', 'files', 'geist-latin-400-normal.woff'),
} as const;

const INK = '#111111';
const STONE = '#6b6b6b';

export type CardTalent = MeasureFields & {
  id: number;
  name: string;
  gender: 'woman' | 'man';
  cover: string | null;
  book: readonly Pick<GalleryImage, 'file'>[];
  /** Where the talent can be booked, already in the card's language (lib/i18n/casting.ts); null prints nothing. */
  availability?: string | null;
  /** The newest dated polaroid and its caption ("Polaroid de 2 de nov. de 2026"): how the talent looks now. */
  polaroid?: { file: string; caption: string } | null;
  /** The client's review, in the card's language (a decision kit); absent on a plain card or package. */
  review?: CardReview;
};

/** What a client said of a talent (lib/rules/review.ts), already in words. */
export type CardReview = {
  /** The place in the client's order, 1 first. */
  rank: number;
  /** "Preferência 1". */
  rankText: string;
  /** "Sim", or the words for no verdict yet. */
  verdict: string;
  /** "Opção nas datas do trabalho"; null when the client asked for nothing. */
  intent: string | null;
  note: string | null;
};

/** A decision kit's own words: with them, a package is drawn as the client's kit. */
export type KitWords = {
  /** The cover's title ("Kit de decisão"). */
  title: string;
  /** "Preparado para Acme · 28 de novembro de 2026", at the foot of every page; null draws none. */
  preparedFor: string | null;
  /** The label before a note ("Nota"). */
  note: string;
};

export type CardLabels = {
  measures: Record<CardMeasureKey | 'eyes' | 'hair', string>;
  phone: string;
  email: string;
  instagram: string;
  /** The package's cover page. */
  packageTitle: string;
};

export type AgencyDetails = {
  name: string;
  address: readonly string[];
  phone: string | null;
  email: string | null;
  /** The handle as printed (@ravage…). */
  instagram: string | null;
};

export type CardOptions = {
  size: CardSize;
  units: UnitSystem;
  locale: ColourLocale;
  labels: CardLabels;
  agency: AgencyDetails;
  /** The bytes of an image by URL; a failure leaves that photo out (never a blank frame). */
  loadImage: (url: string) => Promise<Buffer>;
  /** Where framed photos are kept and made (lib/server/downloads/comp-card-cache.ts); without one, each is made here. */
  workshop?: PhotoWorkshop;
  /** A decision kit's words; without them, the plain card or package. */
  kit?: KitWords;
};

/**
 * Framed photos made once and kept, the making bounded: a card or a package
 * reuses what an earlier one made, and photos are encoded a few at a time
 * however many PDFs are asked for at once.
 */
export interface PhotoWorkshop {
  /** The photo kept under `key`, else `encode(await load())`; `load` is not bounded, `encode` is. */
  framed(key: string, load: () => Promise<Buffer>, encode: (source: Buffer) => Promise<Buffer>): Promise<Buffer>;
}

type Frame = { width: number; height: number };

/** A photo cropped to fill its frame, as JPEG of PRINT_DPI at that size; null when it cannot be read. */
async function framedJpeg(options: CardOptions, url: string, frame: Frame): Promise<Buffer | null> {
  const width = Math.ceil((frame.width / 72) * PRINT_DPI);
  const height = Math.ceil((frame.height / 72) * PRINT_DPI);
  const load = () => options.loadImage(url);
  const encode = (source: Buffer) =>
    sharp(source, { limitInputPixels: 50_000_000 })
      .rotate()
      .resize(width, height, { fit: 'cover', position: 'attention' })
      .jpeg({ quality: JPEG_QUALITY })
      .toBuffer();
  try {
    return await (options.workshop ? options.workshop.framed(`${url}|${width}x${height}`, load, encode) : load().then(encode));
  } catch (error) {
    logFailure('comp card: image left out', error, { image: pathOnly(url) });
    return null;
  }
}

/** "https://instagram.com/ravage.mgmt/" → "@ravage.mgmt"; a handle stays as it is. */
export function instagramHandle(value: string | null | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  try {
    const segment = new URL(text).pathname.split('/').filter(Boolean)[0];
    return segment ? `@${segment}` : null;
  } catch {
    return text.startsWith('@') ? text : `@${text}`;
  }
}

/**
 * The measure lines of the back: the key measures as the site's cards write
 * them (lib/rules/key-measures.ts), in the units asked for, then eyes and hair.
 */
export function backMeasures(talent: CardTalent, options: Pick<CardOptions, 'units' | 'locale' | 'labels'>): string[] {
  const rows = cardMeasures(measuresOfTalent(talent), talent.gender, options.locale).map(
    (row) => `${options.labels.measures[row.key]} ${row[options.units]}`,
  );
  const eyes = talent.eyes?.trim();
  const hair = talent.hair?.trim();
  if (eyes) rows.push(`${options.labels.measures.eyes} ${translateEyes(eyes, options.locale)}`);
  if (hair) rows.push(`${options.labels.measures.hair} ${translateHair(hair, options.locale)}`);
  return rows;
}

/** Everything a card needs fetched and encoded, before any page is drawn. */
type PreparedCard = { talent: CardTalent; front: Buffer | null; book: Buffer[]; polaroid: Buffer | null };

function layout(size: CardSize) {
  const page = PAGE[size];
  const margin = 24;
  const gap = 8;
  // Front: the cover, full height, at the photos' 2:3.
  const cover: Frame = { width: (page.height * 2) / 3, height: page.height };
  // Back: four portrait frames across the top.
  const bookWidth = (page.width - 2 * margin - 3 * gap) / 4;
  const book: Frame = { width: bookWidth, height: bookWidth * 1.5 };
  return { page, margin, gap, cover, book };
}

async function prepare(talent: CardTalent, options: CardOptions): Promise<PreparedCard> {
  const { cover, book } = layout(options.size);
  // The front falls back to the first book photo; the back shows the book's first four that load, or
  // three and the newest polaroid, which clients read as how the talent looks now.
  const frontUrl = talent.cover ?? talent.book[0]?.file ?? null;
  const [front, polaroid, ...photos] = await Promise.all([
    frontUrl ? framedJpeg(options, frontUrl, cover) : Promise.resolve(null),
    talent.polaroid ? framedJpeg(options, talent.polaroid.file, book) : Promise.resolve(null),
    ...talent.book.slice(0, talent.polaroid ? 3 : 4).map((image) => framedJpeg(options, image.file, book)),
  ]);
  return { talent, front, polaroid, book: photos.filter((photo): photo is Buffer => photo !== null) };
}

/** `lift` raises the agency's line, clear of a kit's foot of several lines. */
function drawFront(doc: PDFKit.PDFDocument, card: PreparedCard, options: CardOptions, lift = 0) {
  const { page, margin, cover } = layout(options.size);
  let textLeft = margin;
  if (card.front) {
    doc.image(card.front, 0, 0, { width: cover.width, height: cover.height });
    textLeft = cover.width + margin;
  }
  const width = page.width - textLeft - margin;
  doc.font('display').fontSize(30).fillColor(INK);
  const nameHeight = doc.heightOfString(card.talent.name, { width });
  doc.text(card.talent.name, textLeft, (page.height - nameHeight) / 2, { width, align: 'left' });
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(STONE)
    .text(options.agency.name.toUpperCase(), textLeft, page.height - margin - 10 - lift, { width, characterSpacing: 2 });
}

function drawBack(doc: PDFKit.PDFDocument, card: PreparedCard, options: CardOptions) {
  const { page, margin, gap, book } = layout(options.size);
  const count = card.book.length + (card.polaroid ? 1 : 0);
  // What there is, centred: one to four frames, never an empty one; the polaroid last, its day beneath.
  const rowWidth = count * book.width + Math.max(0, count - 1) * gap;
  let x = (page.width - rowWidth) / 2;
  for (const photo of card.book) {
    doc.image(photo, x, margin, { width: book.width, height: book.height });
    x += book.width + gap;
  }
  const caption = card.polaroid ? card.talent.polaroid?.caption : undefined;
  if (card.polaroid) {
    doc.image(card.polaroid, x, margin, { width: book.width, height: book.height });
    doc
      .font('sans')
      .fontSize(7)
      .fillColor(STONE)
      .text(caption ?? '', x, margin + book.height + 3, { width: book.width, lineBreak: false, ellipsis: true });
  }
  const top = count > 0 ? margin + book.height + (caption ? 22 : 14) : margin;
  const columnWidth = (page.width - 2 * margin - 2 * gap) / 2;

  doc.font('display').fontSize(16).fillColor(INK).text(card.talent.name, margin, top, { width: columnWidth });
  doc.font('sans').fontSize(8.5).fillColor(INK);
  doc.text(backMeasures(card.talent, options).join('   ·   '), margin, doc.y + 4, { width: columnWidth, lineGap: 2 });
  if (card.talent.availability) doc.fillColor(STONE).text(card.talent.availability, margin, doc.y + 4, { width: columnWidth });
  if (card.talent.review) drawReview(doc, card.talent.review, options, columnWidth);

  const agency = options.agency;
  const lines = [
    ...agency.address,
    agency.phone ? `${options.labels.phone} ${agency.phone}` : null,
    agency.email ? `${options.labels.email} ${agency.email}` : null,
    agency.instagram ? `${options.labels.instagram} ${agency.instagram}` : null,
  ].filter((line): line is string => line !== null);
  const right = margin + columnWidth + 2 * gap;
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(INK)
    .text(agency.name.toUpperCase(), right, top + 2, { width: columnWidth, characterSpacing: 2 });
  doc.fillColor(STONE).text(lines.join('\n'), right, doc.y + 4, { width: columnWidth, lineGap: 1.5 });
}

/** From the foot of the page to the kit's line; and kept clear above it for two of its lines. */
const FOOT_BOTTOM = 10;
const FOOT_ROOM = 30;

/** A note as the kit prints it: its label, then the client's words in quotes (line breaks kept). */
function noteText(note: string, options: CardOptions): string {
  return `${options.kit?.note ?? ''}: “${note}”`;
}

/**
 * The note whole when it fits in `height`, else its longest start, cut
 * between words, that fits with an ellipsis; null when not even a word does.
 */
function fittedNote(doc: PDFKit.PDFDocument, note: string, options: CardOptions, width: number, height: number): string | null {
  const fits = (text: string) => doc.heightOfString(text, { width, lineGap: 1 }) <= height;
  const whole = noteText(note, options);
  if (fits(whole)) return whole;
  const words = note.split(/(?<=\s)/);
  for (let count = words.length - 1; count > 0; count--) {
    const cut = noteText(`${words.slice(0, count).join('').trimEnd()}…`, options);
    if (fits(cut)) return cut;
  }
  return null;
}

/**
 * The review under a card's measures: rank, verdict and intent, then as much
 * of the note as fits above the foot of the page (the cover holds it whole).
 */
function drawReview(doc: PDFKit.PDFDocument, review: CardReview, options: CardOptions, width: number) {
  const { page, margin } = layout(options.size);
  const words = [review.rankText, review.verdict, review.intent].filter((word): word is string => word !== null);
  doc
    .font('sans')
    .fontSize(8.5)
    .fillColor(INK)
    .text(words.join(' · '), margin, doc.y + 6, { width });
  if (!review.note) return;
  const top = doc.y + 3;
  doc.fontSize(8).fillColor(STONE);
  const note = fittedNote(doc, review.note, options, width, page.height - FOOT_ROOM - top);
  if (note) doc.text(note, margin, top, { width, lineGap: 1 });
}

/**
 * The kit's line at the foot of a page, right-aligned: across the text
 * column on a front (clear of the cover photo), across the page elsewhere.
 */
function footBlock(doc: PDFKit.PDFDocument, text: string, options: CardOptions, front: boolean) {
  const { page, margin, cover } = layout(options.size);
  const left = front ? cover.width + margin : margin;
  const width = page.width - margin - left;
  doc.font('sans').fontSize(7);
  return { left, width, height: doc.heightOfString(text, { width, align: 'right' }), line: doc.currentLineHeight(true) };
}

/** "Preparado para Acme · 28 de novembro de 2026", a long company wrapping upwards. */
function drawFoot(doc: PDFKit.PDFDocument, text: string, options: CardOptions, front: boolean) {
  const { page } = layout(options.size);
  const { left, width, height } = footBlock(doc, text, options, front);
  doc.fillColor(STONE).text(text, left, page.height - FOOT_BOTTOM - height, { width, align: 'right' });
}

/** How far a front's agency line moves up for a foot of more than one line. */
function footLift(doc: PDFKit.PDFDocument, text: string, options: CardOptions): number {
  const { height, line } = footBlock(doc, text, options, true);
  return Math.max(0, height - line);
}

/** A cover's head, the package's and the decision kit's alike: the agency's name small, then the title. */
function drawCoverTitle(doc: PDFKit.PDFDocument, title: string, options: CardOptions) {
  const { page, margin } = layout(options.size);
  const width = page.width - 2 * margin;
  doc
    .font('sans')
    .fontSize(8)
    .fillColor(STONE)
    .text(options.agency.name.toUpperCase(), margin, margin, { width, characterSpacing: 2 });
  doc
    .font('display')
    .fontSize(26)
    .fillColor(INK)
    .text(title, margin, margin + 22, { width });
  return { page, margin, width };
}

/**
 * A decision kit's cover: the talents in the client's order, each with its
 * rank and name, verdict and intent, and its note whole; as many pages as
 * that takes (`newPage` finishes one and starts the next).
 */
function drawKitCover(
  doc: PDFKit.PDFDocument,
  talents: readonly CardTalent[],
  options: CardOptions & { kit: KitWords },
  newPage: () => void,
) {
  const { page, margin, width } = drawCoverTitle(doc, options.kit.title, options);
  const bottom = page.height - (options.kit.preparedFor ? FOOT_ROOM : margin);
  let y = doc.y + 14;
  talents.forEach((talent, index) => {
    const heading = `${talent.review?.rank ?? index + 1}. ${talent.name}`;
    const words = talent.review
      ? [talent.review.verdict, talent.review.intent].filter((word): word is string => word !== null).join(' · ')
      : '';
    const note = talent.review?.note ? noteText(talent.review.note, options) : '';
    const height =
      doc.font('display').fontSize(13).heightOfString(heading, { width }) +
      (words ? 3 + doc.font('sans').fontSize(9).heightOfString(words, { width }) : 0) +
      (note ? 2 + doc.font('sans').fontSize(8.5).heightOfString(note, { width, lineGap: 1 }) : 0);
    // A talent is never split across pages.
    if (y + height > bottom && index > 0) {
      newPage();
      y = margin;
    }
    doc.font('display').fontSize(13).fillColor(INK).text(heading, margin, y, { width });
    if (words)
      doc
        .font('sans')
        .fontSize(9)
        .fillColor(INK)
        .text(words, margin, doc.y + 3, { width });
    if (note)
      doc
        .font('sans')
        .fontSize(8.5)
        .fillColor(STONE)
        .text(note, margin, doc.y + 2, { width, lineGap: 1 });
    y = doc.y + 10;
  });
}

function drawPackageCover(doc: PDFKit.PDFDocument, talents: readonly CardTalent[], options: CardOptions) {
  const { margin, width } = drawCoverTitle(doc, options.labels.packageTitle, options);
  // Two columns of names when they are many: fifty fit on one page.
  const names = talents.map((talent, i) => `${i + 1}. ${talent.name}`);
  const columns = names.length > 12 ? 3 : names.length > 6 ? 2 : 1;
  const perColumn = Math.ceil(names.length / columns);
  const columnWidth = width / columns;
  const top = doc.y + 16;
  doc
    .font('sans')
    .fontSize(names.length > 36 ? 7.5 : 10)
    .fillColor(INK);
  for (let c = 0; c < columns; c++) {
    doc.text(names.slice(c * perColumn, (c + 1) * perColumn).join('\n'), margin + c * columnWidth, top, {
      width: columnWidth - 8,
      lineGap: 2,
    });
  }
}

/** Talents whose photos are fetched and encoded at once: bounds the memory a package takes. */
const PREPARE_AHEAD = 3;

/**
 * The PDF of one comp card per talent, in order; with `packageCover`, a
 * first page lists their names (the package of a selection), or with `kit`
 * the client's review of each (the decision kit).
 */
export async function compCardPdf(
  talents: readonly CardTalent[],
  options: CardOptions & { packageCover?: boolean; title: string },
): Promise<Buffer> {
  const { page } = layout(options.size);
  const doc = new PDFDocument({
    size: [page.width, page.height],
    margin: 0,
    autoFirstPage: false,
    lang: { pt: 'pt-BR', en: 'en', es: 'es' }[options.locale],
    info: { Title: options.title, Author: options.agency.name, Creator: options.agency.name },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });
  doc.registerFont('display', FONTS.display);
  doc.registerFont('sans', FONTS.sans);

  // Each page is finished (the kit's line at its foot, over whatever was drawn) before the next starts.
  const foot = options.kit?.preparedFor ?? null;
  let drawing: 'front' | 'other' | null = null;
  const finish = () => {
    if (foot && drawing) drawFoot(doc, foot, options, drawing === 'front');
  };
  const newPage = (kind: 'front' | 'other' = 'other') => {
    finish();
    doc.addPage();
    drawing = kind;
  };
  if (options.packageCover) {
    newPage();
    if (options.kit) drawKitCover(doc, talents, { ...options, kit: options.kit }, newPage);
    else drawPackageCover(doc, talents, options);
  }
  // Photos of the next few talents load while the current card is drawn; no more than that is held.
  const pending: Promise<PreparedCard>[] = [];
  const queue = (index: number) => {
    const talent = talents[index];
    if (talent) pending[index] = prepare(talent, options);
  };
  for (let i = 0; i < PREPARE_AHEAD; i++) queue(i);
  for (let i = 0; i < talents.length; i++) {
    const card = await (pending[i] as Promise<PreparedCard>);
    delete pending[i];
    queue(i + PREPARE_AHEAD);
    newPage('front');
    drawFront(doc, card, options, foot ? footLift(doc, foot, options) : 0);
    newPage();
    drawBack(doc, card, options);
  }
  finish();
  doc.end();
  await ended;
  return Buffer.concat(chunks);
}
