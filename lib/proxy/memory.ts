/**
 * What the proxy keeps in memory: the visible talents, each language's news
 * slugs and the home's health, each for the roster's revalidate period, one
 * call shared by concurrent requests, and dropped on every instance when any
 * of them is told to revalidate (generation.ts).
 *
 * Kept by hand because Next's caches do not reach the proxy: `'use cache'` and
 * fetch's `next.revalidate`/`tags` have no effect there (Next's proxy docs,
 * "Limitations"), and `unstable_cache` in the Node proxy gets a new incremental
 * cache per request with no store of its own, only a configured cache handler
 * (next/dist/server/web/adapter.js): without REDIS_URL every call would reach
 * the back office.
 */
import 'server-only';
import { env } from '@/lib/config/env';
import { agency } from '@/lib/agency/fetch';
import { fetchCollection, fetchSlides, HOME_SLIDESHOW } from '@/lib/agency/content';
import { isAgencyApiError } from '@/lib/agency/errors';
import { fetchRoster } from '@/lib/agency/talents';
import type { AgencyLang } from '@/lib/agency/types';
import type { KnownTalent } from './profile-canonical';
import { filterRoster } from '@/lib/rules/categories';
import { ROSTER_REVALIDATE_S } from '@/lib/rules/constants';
import { NEWS_TYPE, newsLastPage } from '@/lib/rules/news';
import { nameSlug } from '@/lib/rules/slug';
import { proxyGeneration } from './generation';
import { createSlidesHealthCheck } from './slides-health';

/** How long a failed load keeps answering with its failure before it is tried again. */
const FAILURE_MEMORY_MS = 3000;

type Memo<T> = { value: Promise<T>; until: number; generation: string };

/** One kept copy: `load` again when it is older than the roster's period, failed 3 s ago, or a revalidation happened. */
async function remembered<T>(slot: { memo?: Memo<T> }, load: () => Promise<T>): Promise<T> {
  const generation = await proxyGeneration().current();
  const now = Date.now();
  let memo = slot.memo;
  if (!memo || memo.until <= now || memo.generation !== generation) {
    const value = load();
    memo = { value, until: now + ROSTER_REVALIDATE_S * 1000, generation };
    const stored = memo;
    slot.memo = stored;
    value.catch(() => {
      stored.until = Date.now() + FAILURE_MEMORY_MS;
    });
  }
  return memo.value;
}

/** On globalThis: the proxy and the route handlers are separate bundles in one process. */
const held = globalThis as {
  __visibleTalents?: { memo?: Memo<ReadonlyMap<number, KnownTalent>> };
  __newsIndex?: Partial<Record<AgencyLang, { memo?: Memo<NewsIndex> }>>;
};

/** The visible talents' slugs and categories for the proxy. */
export function visibleTalents(): Promise<ReadonlyMap<number, KnownTalent>> {
  return remembered((held.__visibleTalents ??= {}), async () => {
    const talents = filterRoster(await fetchRoster(agency(), 'pt'));
    return new Map(
      talents.map((t) => [t.id, { slug: nameSlug(t.name), gender: t.gender, categories: t.categories.map((c) => c.id) }]),
    );
  });
}

export async function isVisibleTalentId(id: number): Promise<boolean> {
  return (await visibleTalents()).has(id);
}

/**
 * A revalidation: this process's copy goes now; the other instances' copies,
 * and every instance's home health, once they next read the shared generation
 * (at most GENERATION_CHECK_MS later).
 */
export async function forgetVisibleTalentIds(): Promise<void> {
  delete held.__visibleTalents;
  await proxyGeneration().bump();
}

type NewsIndex = { slugs: ReadonlySet<string>; lastPage: number };

/** The news slugs and page count of a language for the proxy. */
export function newsIndex(lang: AgencyLang): Promise<NewsIndex> {
  const slots = (held.__newsIndex ??= {});
  return remembered((slots[lang] ??= {}), async () => {
    const posts = await fetchCollection(agency(), NEWS_TYPE, lang);
    return { slugs: new Set(posts.map((post) => post.slug)), lastPage: newsLastPage(posts.length) };
  });
}

/** Whether the home can be shown (read by the proxy: the 503 of docs/product.md §8), asked of the agency API at most every HOME_HEALTH_TTL_MS. */
export const homeSlidesHealth = createSlidesHealthCheck(
  async () => {
    try {
      await fetchSlides(agency(), HOME_SLIDESHOW);
      return { ok: true };
    } catch (error) {
      return { ok: false, code: isAgencyApiError(error) ? error.code : 'slides_failed' };
    }
  },
  Date.now,
  () => proxyGeneration().current(),
  () => env().HOME_HEALTH_TTL_MS,
);
