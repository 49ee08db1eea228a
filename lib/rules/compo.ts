import { AGENCY_FILE_NAME } from './agency-facts';

/** A talent's name as a file name: characters no file system accepts become spaces. */
function safeFileName(talentName: string): string {
  return (
    talentName
      .replace(/[\\/:*?"<>|\u0000-\u001f]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim() || 'talent'
  );
}

/** docs/product.md §7: the compo zip is saved as '{talent name}-Ravage-Management.zip'. */
export function compoFileName(talentName: string): string {
  return `${safeFileName(talentName)}-${AGENCY_FILE_NAME}.zip`;
}

/** A talent's comp card is '{talent name}-Ravage-Management.pdf' (docs/decisions/0015-comp-cards-made-by-the-site.md). */
export function compCardFileName(talentName: string): string {
  return `${safeFileName(talentName)}-${AGENCY_FILE_NAME}.pdf`;
}

/** The comp cards of a selection. */
export const SELECTION_PDF_FILE_NAME = `${AGENCY_FILE_NAME}-selection.pdf`;

/**
 * A comp card's paper (docs/decisions/0015-comp-cards-made-by-the-site.md): A5 or half
 * letter, landscape. Here rather than beside the drawing, so the browser can name it too.
 */
export const CARD_SIZES = ['a5', 'letter-half'] as const;
export type CardSize = (typeof CARD_SIZES)[number];

export function isCardSize(value: unknown): value is CardSize {
  return typeof value === 'string' && (CARD_SIZES as readonly string[]).includes(value);
}

/**
 * `Content-Disposition` of a download: an ASCII `filename` for old clients
 * and the exact name (accents included) as RFC 5987's `filename*`.
 */
export function attachmentDisposition(fileName: string): string {
  // RFC 5987 leaves ' ( ) * out of a value's plain characters; encodeURIComponent keeps them.
  const encoded = encodeURIComponent(fileName).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fileName.replace(/[^\x20-\x7e]|["\\]/g, '_')}"; filename*=UTF-8''${encoded}`;
}
