import { isAgencyApiError } from '@/lib/api';
import { loadHomeSlides } from '@/lib/home';

/** Whether the home slides can be shown (read by the proxy, see lib/slides-health.ts). */
export async function GET() {
  try {
    await loadHomeSlides();
    return Response.json({ ok: true });
  } catch (error) {
    const code = isAgencyApiError(error) ? error.code : 'slides_failed';
    return Response.json({ ok: false, code }, { status: 503 });
  }
}
