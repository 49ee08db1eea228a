import { describe, expect, it } from 'vitest';

const health = await import('@/app/api/health/route');

describe('the health route (issue 15: ok or not, naming no internal error)', () => {
  it('/api/health says ok and nothing else', async () => {
    const answer = health.GET();
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ ok: true });
  });
});
