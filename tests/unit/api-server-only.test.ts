import { describe, expect, it } from 'vitest';

describe('the server-only guard', () => {
  it('makes lib/agency refuse to load outside the React server environment', async () => {
    await expect(import('@/lib/agency/fetch')).rejects.toThrow(/Client Component/);
  });
});
