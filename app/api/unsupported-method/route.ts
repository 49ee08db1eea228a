import { ALLOWED_METHODS } from '@/lib/server/unsupported-methods';

/** Where TRACE and TRACK asked of an instance end (lib/server/unsupported-methods.ts): 405. */
export function GET() {
  return Response.json(
    { message: 'Method not allowed' },
    { status: 405, headers: { Allow: ALLOWED_METHODS, 'Cache-Control': 'no-store' } },
  );
}
