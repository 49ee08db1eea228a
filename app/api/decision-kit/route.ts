import { decisionKit, selectionPdf } from '@/lib/server/downloads/comp-card-cache';
import { readDecisionKit } from '@/lib/server/downloads/decision-kit';

/**
 * The decision kit: a selection's package as the client reviewed it, from a
 * JSON body (lib/server/downloads/decision-kit.ts: `{ lang, units, size, items: [{ id,
 * verdict?, note?, intent? }…] in the client's order, company? }`). The
 * review is in the body so that no URL, log line or cache holds it; the PDF
 * is made for this request and kept nowhere (`Cache-Control: private,
 * no-store`, as every PDF of the site). Refusals as the package's, and 413
 * over the body's cap. A path of its own, outside the proxy's matcher: a
 * body passing through the proxy would be copied into memory whole before
 * the route could refuse it.
 */
export async function POST(request: Request) {
  const kit = await readDecisionKit(request);
  if (kit instanceof Response) return kit;
  return selectionPdf(
    request,
    kit.lang,
    kit.items.map((item) => item.id),
    (talents) => decisionKit(talents, kit),
  );
}
