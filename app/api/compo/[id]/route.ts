import { downloadGallery, isAgencyApiError } from '@/lib/api';
import { loadProfile } from '@/lib/roster';
import { compoFileName } from '@/lib/compo';

/**
 * The compo zip of one talent, streamed from the back office. Only a plain
 * numeric id is accepted; the talent must be visible and have a compo.
 */
export async function GET(request: Request, { params }: RouteContext<'/api/compo/[id]'>) {
  const { id } = await params;
  if (!/^\d{1,9}$/.test(id)) return Response.json({ message: 'Invalid talent id' }, { status: 400 });
  try {
    const talent = await loadProfile('pt', Number(id));
    if (!talent || talent.compo.length === 0) return Response.json({ message: 'No composite' }, { status: 404 });
    const upstream = await downloadGallery({ id: talent.id, name: talent.name }, 'compo', { signal: request.signal });
    const filename = compoFileName(talent.name);
    return new Response(upstream.body, {
      headers: {
        'Content-Type': 'application/zip',
        'Content-Disposition': `attachment; filename="${filename.replace(/[^\x20-\x7e]/g, '_')}"; filename*=UTF-8''${encodeURIComponent(filename)}`,
        'Cache-Control': 'private, no-store',
      },
    });
  } catch (error) {
    const status = isAgencyApiError(error) && error.status === 404 ? 404 : 502;
    if (status !== 404) console.error('compo download failed', error);
    return Response.json({ message: 'The composite is unavailable' }, { status });
  }
}
