import { describe, expect, it, vi } from 'vitest';
import { createSlidesHealthCheck, HEALTH_TTL_MS, isHomePath, type SlidesHealth } from '@/lib/proxy/slides-health';

describe('the home screen health check (docs/product.md §8: 503 when the slides fail)', () => {
  it('asks once per period, however many visitors arrive', async () => {
    let now = 0;
    const check = vi.fn(async (): Promise<SlidesHealth> => ({ ok: false, code: 'timeout' }));
    const health = createSlidesHealthCheck(check, () => now);
    await Promise.all(Array.from({ length: 50 }, () => health()));
    expect(check).toHaveBeenCalledTimes(1);
    now += HEALTH_TTL_MS - 1;
    await health();
    expect(check).toHaveBeenCalledTimes(1);
    now += 1;
    await health();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('asks again after the period the operator set (HOME_HEALTH_TTL_MS), not the default one', async () => {
    let now = 0;
    const check = vi.fn(async (): Promise<SlidesHealth> => ({ ok: false, code: 'timeout' }));
    const health = createSlidesHealthCheck(
      check,
      () => now,
      async () => '',
      () => 1000,
    );
    await health();
    now += 999;
    await health();
    expect(check).toHaveBeenCalledTimes(1);
    now += 1;
    await health();
    expect(check).toHaveBeenCalledTimes(2);
  });

  it('reports the error code, and a site that cannot be asked as unreachable', async () => {
    expect(await createSlidesHealthCheck(async () => ({ ok: false, code: 'timeout' }))()).toEqual({ ok: false, code: 'timeout' });
    expect(await createSlidesHealthCheck(async () => Promise.reject(new Error('refused')))()).toEqual({
      ok: false,
      code: 'slides_unreachable',
    });
  });

  it('once the slides have loaded, a later failure keeps the home (Next serves the page it holds)', async () => {
    let now = 0;
    let answer: SlidesHealth = { ok: true };
    const health = createSlidesHealthCheck(
      async () => answer,
      () => now,
    );
    expect(await health()).toEqual({ ok: true });
    answer = { ok: false, code: 'timeout' };
    now += HEALTH_TTL_MS;
    expect(await health()).toEqual({ ok: true });
  });

  it('once the slides have loaded, never waits for the back office again (one that hangs keeps no visitor waiting)', async () => {
    let now = 0;
    const check = vi.fn(async (): Promise<SlidesHealth> => ({ ok: true }));
    const health = createSlidesHealthCheck(check, () => now);
    expect(await health()).toEqual({ ok: true });
    check.mockImplementation(() => new Promise<SlidesHealth>(() => {}));
    now += HEALTH_TTL_MS * 3;
    expect(await health()).toEqual({ ok: true });
    expect(check).toHaveBeenCalledTimes(1);
  });

  it('a failure is asked again as soon as a revalidation changes the generation', async () => {
    let generation = 'a';
    let answer: SlidesHealth = { ok: false, code: 'timeout' };
    const health = createSlidesHealthCheck(
      async () => answer,
      () => 0,
      async () => generation,
    );
    expect(await health()).toEqual({ ok: false, code: 'timeout' });
    answer = { ok: true };
    expect(await health()).toEqual({ ok: false, code: 'timeout' });
    generation = 'b';
    expect(await health()).toEqual({ ok: true });
  });

  it('a home that never loaded is the 503 screen until the slides come back', async () => {
    let now = 0;
    let answer: SlidesHealth = { ok: false, code: 'timeout' };
    const health = createSlidesHealthCheck(
      async () => answer,
      () => now,
    );
    expect(await health()).toEqual({ ok: false, code: 'timeout' });
    answer = { ok: true };
    now += HEALTH_TTL_MS;
    expect(await health()).toEqual({ ok: true });
  });

  it('knows the home paths', () => {
    expect(['/', '/en', '/es'].every(isHomePath)).toBe(true);
    expect(['/pt', '/modelos', '/en/models'].some(isHomePath)).toBe(false);
  });
});
