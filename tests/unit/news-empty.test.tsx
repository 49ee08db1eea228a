import { render, screen } from '@testing-library/react';
import { createTranslator, NextIntlClientProvider } from 'next-intl';
import { describe, expect, it, vi } from 'vitest';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';

vi.mock('server-only', () => ({}));
const locale = vi.hoisted(() => ({ current: 'en' as 'en' | 'pt' }));
vi.mock('next-intl/server', () => ({
  getTranslations: async (namespace: string) =>
    createTranslator({ locale: locale.current, messages: locale.current === 'en' ? en : pt, namespace: namespace as 'News' }),
}));
// A back office whose news collection is empty.
vi.mock('@/lib/agency/content', async (importOriginal) => {
  const { newsPageOf } = await import('@/lib/rules/news');
  return {
    ...(await importOriginal<typeof import('@/lib/agency/content')>()),
    getNewsPage: async (_lang: string, page: number) => newsPageOf([], page),
    newsItems: async () => [],
  };
});

const { NewsList } = await import('@/components/news/NewsList');

describe('the news list of an empty collection', () => {
  it.each([
    ['en', 'No news has been published yet.', 'Meet our models', '/en/models'],
    ['pt', pt.News.empty, pt.News.emptyAction, '/modelos'],
  ] as const)('%s: says so, with a way to the models, and offers no "load more"', async (lang, empty, action, href) => {
    locale.current = lang;
    // The site's Link takes the page's language from next-intl's provider, as the locale layout gives it.
    render(<NextIntlClientProvider locale={lang}>{await NewsList({ locale: lang, page: 1 })}</NextIntlClientProvider>);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent((lang === 'en' ? en : pt).News.title);
    expect(screen.getByText(empty)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: action })).toHaveAttribute('href', href);
    expect(screen.queryByRole('listitem')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
