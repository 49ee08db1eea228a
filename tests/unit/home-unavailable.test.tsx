import { render, screen } from '@testing-library/react';
import { createTranslator } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import pt from '@/messages/pt.json';

const MESSAGES = { pt, en, es } as const;
type Locale = keyof typeof MESSAGES;
const locale = vi.hoisted(() => ({ current: 'pt' as 'pt' | 'en' | 'es' }));
vi.mock('next-intl/server', () => ({
  setRequestLocale: (next: 'pt' | 'en' | 'es') => {
    locale.current = next;
  },
  getTranslations: async (arg: string | { locale: Locale; namespace: string }) => {
    const { locale: which, namespace } = typeof arg === 'string' ? { locale: locale.current, namespace: arg } : arg;
    return createTranslator({ locale: which, messages: MESSAGES[which], namespace: namespace as 'Errors' });
  },
}));

const { default: HomeUnavailable, generateMetadata } = await import('@/app/[locale]/home-unavailable/page');

async function show(lang: Locale, code: string | undefined) {
  const page = await HomeUnavailable({
    params: Promise.resolve({ locale: lang }),
    searchParams: Promise.resolve(code === undefined ? {} : { code }),
  });
  return render(page);
}

/**
 * The home when its slides cannot be loaded (docs/product.md §8): the proxy
 * rewrites it here with HTTP 503 (tests/e2e/home-unavailable.spec.ts).
 */
describe('the home’s 503 screen', () => {
  it.each([
    ['pt', '/'],
    ['en', '/en'],
    ['es', '/es'],
  ] as const)('%s: words for a headline, the code as a detail, a retry that is a link home', async (lang, home) => {
    const t = MESSAGES[lang].Errors;
    const { unmount } = await show(lang, 'network');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(t.unavailable);
    expect(screen.getByRole('heading', { level: 1 })).not.toHaveTextContent('network');
    expect(screen.getByTestId('error-detail')).toHaveTextContent(t.reference.replace('{digest}', 'network'));
    expect(document.querySelector('.error-figure')).toHaveTextContent('503');
    expect(screen.getByRole('link', { name: t.retry })).toHaveAttribute('href', home);
    unmount();
  });

  it('shows no code it was not given in the expected form', async () => {
    await show('pt', '<script>');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Código do erro: slides_failed');
  });

  it('has a title of its own, which the layout puts in the template, and is not indexed', async () => {
    for (const lang of ['pt', 'en', 'es'] as const) {
      const metadata = await generateMetadata({ params: Promise.resolve({ locale: lang }), searchParams: Promise.resolve({}) });
      expect(metadata.title).toBe(MESSAGES[lang].Errors.status.replace('{status}', '503'));
      expect(metadata.robots).toEqual({ index: false });
    }
  });
});
