import { revalidateTag } from 'next/cache';
import { z } from 'zod';
import { tags } from '@/lib/agency/fetch';
import { env } from '@/lib/config/env';
import { forgetHeldTokens } from '@/lib/server/downloads/compo-server';
import { isRevalidatableTag, secretMatches } from '@/lib/server/revalidate';
import { forgetVisibleTalentIds } from '@/lib/proxy/memory';

const bodySchema = z.object({ tags: z.array(z.string().max(80)).min(1).max(20).optional() }).strict();

/**
 * On-demand revalidation for the back office: `Authorization: Bearer
 * <REVALIDATE_SECRET>` and an optional `{ "tags": [...] }` (default: all the
 * agency data). A wrong secret gets 401 and nothing is revalidated.
 */
export async function POST(request: Request) {
  // Only the Bearer scheme: a bare secret in the header is a malformed request, refused like a wrong one.
  const bearer = /^Bearer\s+(\S+)$/i.exec(request.headers.get('authorization') ?? '')?.[1] ?? null;
  if (!secretMatches(bearer, env().REVALIDATE_SECRET)) {
    return Response.json({ message: 'Unauthorized' }, { status: 401 });
  }
  const length = Number(request.headers.get('content-length') ?? '0');
  if (length > 4096) return Response.json({ message: 'Body too large' }, { status: 413 });
  let body: unknown = {};
  const text = await request.text();
  if (text.length > 4096) return Response.json({ message: 'Body too large' }, { status: 413 });
  if (text.trim()) {
    try {
      body = JSON.parse(text);
    } catch {
      return Response.json({ message: 'Invalid JSON' }, { status: 400 });
    }
  }
  const parsed = bodySchema.safeParse(body);
  if (!parsed.success) return Response.json({ message: 'Invalid body' }, { status: 400 });
  const requested = parsed.data.tags ?? [tags.all];
  const bad = requested.filter((t) => !isRevalidatableTag(t));
  if (bad.length) return Response.json({ message: 'Unknown tags', tags: bad }, { status: 400 });
  for (const tag of requested) revalidateTag(tag, { expire: 0 });
  // The list's measures are one entry for the whole roster, built from the profiles: a changed profile changes it.
  if (requested.some((tag) => tag.startsWith(`${tags.profile('')}`))) revalidateTag(tags.measures, { expire: 0 });
  // The compo zips check their token again on the next download (lib/server/downloads/compo-server.ts).
  forgetHeldTokens();
  // What the proxies keep (visible talents, the home's health), on every instance:
  // a talent just added is no longer a 404 anywhere.
  await forgetVisibleTalentIds();
  return Response.json({ revalidated: requested });
}
