import { beforeEach, describe, expect, it, vi } from 'vitest';

const trackedFetch = vi.hoisted(() => vi.fn<(input: RequestInfo | URL, init?: RequestInit) => Promise<Response>>());
vi.mock('@/lib/browser/progress', () => ({ trackedFetch }));
const saveAs = vi.hoisted(() => vi.fn());
vi.mock('file-saver', () => ({ saveAs }));

const { downloadDecisionKit } = await import('@/lib/browser/decision-kit');
const { reviewedItems } = await import('@/lib/rules/review');
const { SELECTION_PDF_FILE_NAME } = await import('@/lib/rules/compo');

const talents = [
  { id: 238, name: 'Ágatha Leão' },
  { id: 214, name: 'Bruno Costa' },
];
const review = {
  order: [214, 238],
  talents: { 214: { verdict: 'yes' as const, note: 'Linda “luz”', intent: 'option' as const } },
};

describe('downloadDecisionKit', () => {
  beforeEach(() => {
    trackedFetch.mockReset();
    saveAs.mockReset();
  });

  it('posts the review as JSON (only the keys the route takes) and saves the PDF under the package’s name', async () => {
    trackedFetch.mockResolvedValueOnce(
      new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } }),
    );
    const outcome = await downloadDecisionKit({
      items: reviewedItems(review, talents),
      lang: 'pt',
      units: 'in',
      size: 'letter-half',
      company: '  Açaí & Cia ',
    });
    expect(outcome).toBe('saved');
    const [url, init] = trackedFetch.mock.calls[0]!;
    expect(url).toBe('/api/decision-kit');
    expect(init?.method).toBe('POST');
    expect(new Headers(init?.headers).get('content-type')).toBe('application/json');
    expect(JSON.parse(String(init?.body))).toEqual({
      lang: 'pt',
      units: 'in',
      size: 'letter-half',
      items: [{ id: 214, verdict: 'yes', note: 'Linda “luz”', intent: 'option' }, { id: 238 }],
      company: 'Açaí & Cia',
    });
    expect(saveAs).toHaveBeenCalledWith(expect.any(Blob), SELECTION_PDF_FILE_NAME);
  });

  it('says failed, saving nothing, on a refusal or a network error; a blank company is not sent', async () => {
    trackedFetch.mockResolvedValueOnce(Response.json({ message: 'Too many downloads' }, { status: 429 }));
    expect(await downloadDecisionKit({ items: [{ id: 1 }], lang: 'en', units: 'cm', size: 'a5', company: ' ' })).toBe('failed');
    expect(JSON.parse(String(trackedFetch.mock.calls[0]![1]?.body))).not.toHaveProperty('company');
    trackedFetch.mockRejectedValueOnce(new TypeError('offline'));
    expect(await downloadDecisionKit({ items: [{ id: 1 }], lang: 'en', units: 'cm', size: 'a5' })).toBe('failed');
    expect(saveAs).not.toHaveBeenCalled();
  });
});
