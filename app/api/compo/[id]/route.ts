import { isAgencyApiError } from '@/lib/agency/errors';
import { getTalent } from '@/lib/agency/talents';
import { attachmentDisposition, compoFileName } from '@/lib/rules/compo';
import { talentIdOf } from '@/lib/rules/talent-id';
import { COMPO_RATE, compoZip } from '@/lib/server/downloads/compo-server';
import { clientKey, createRateLimiter } from '@/lib/server/forms/rate-limit';
import { logFailure } from '@/lib/server/observability/request-log';

const limiter = createRateLimiter(COMPO_RATE);

/** Shared by every instance through Redis when REDIS_URL is set (lib/server/forms/rate-limit.ts). */
const allowed = (request: Request): Promise<boolean> => limiter.take(clientKey(request));

/**
 * The compo zip of one talent. Only a plain numeric id is accepted; the
 * talent must be visible and have a compo. The zip comes from the server's
 * copy (lib/server/downloads/compo-server.ts): a burst of downloads costs the back office one.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/compo/[id]'>) {
  const id = talentIdOf((await params).id);
  if (id === null) return Response.json({ message: 'Invalid talent id' }, { status: 400 });
  if (!(await allowed(request))) {
    return Response.json(
      { message: 'Too many downloads; wait a minute and try again.' },
      { status: 429, headers: { 'Retry-After': String(COMPO_RATE.durationS) } },
    );
  }
  try {
    const talent = await getTalent('pt', id);
    if (!talent || talent.compo.length === 0) return Response.json({ message: 'No composite' }, { status: 404 });
    const zip = await compoZip(talent);
    const filename = compoFileName(talent.name);
    const headers: Record<string, string> = {
      'Content-Type': 'application/zip',
      'Content-Disposition': attachmentDisposition(filename),
      'Cache-Control': 'private, no-store',
    };
    if (zip.kept) headers['Content-Length'] = String(zip.bytes.byteLength);
    return new Response(zip.kept ? zip.bytes : zip.stream, { headers });
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) logFailure('compo download failed', error);
    return Response.json({ message: 'The composite is unavailable' }, { status });
  }
}
