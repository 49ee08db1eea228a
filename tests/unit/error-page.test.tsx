import { render, screen } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { errorMessageKey } from '@/lib/rules/errors';
import type { AppLocale } from '@/lib/i18n/routing';

const params: { locale: AppLocale } = { locale: 'pt' };
/** The [locale] layout's provider, which holds the page's locale and no messages. */
const wrapper = ({ children }: { children: ReactNode }) => (
  <NextIntlClientProvider locale={params.locale} messages={null}>
    {children}
  </NextIntlClientProvider>
);
vi.mock('@/lib/browser/progress', () => ({ failProgress: () => {} }));

const { default: LocaleError } = await import('@/app/[locale]/error');

/** As the browser gets it from a server render in production: a digest, no status, React's own message. */
const serverError = () =>
  Object.assign(
    new Error('An error occurred in the Server Components render. The specific message is omitted in production builds.'),
    {
      digest: '2413390714',
    },
  );

describe('the error page (docs/product.md §8)', () => {
  it('heads each status with our message', () => {
    expect(errorMessageKey(404)).toBe('notFound');
    expect(errorMessageKey(503)).toBe('unavailable');
    expect(errorMessageKey(500)).toBe('generic');
    expect(errorMessageKey(418)).toBe('generic');
  });

  it('a server error: 500, our message in the visitor language and the digest', async () => {
    for (const [locale, message, reference] of [
      ['pt', 'Algo deu errado.', 'Código do erro: 2413390714'],
      ['en', 'Something went wrong.', 'Error code: 2413390714'],
      ['es', 'Algo salió mal.', 'Código del error: 2413390714'],
    ] as const) {
      params.locale = locale;
      const { unmount } = render(<LocaleError error={serverError()} reset={() => {}} />, { wrapper });
      expect(await screen.findByRole('heading', { level: 1, name: message })).toBeInTheDocument();
      expect(document.querySelector('.error-figure')).toHaveTextContent('500');
      expect(screen.getByTestId('error-detail')).toHaveTextContent(reference);
      expect(screen.getByTestId('error-detail')).not.toHaveTextContent('Server Components');
      unmount();
    }
  });

  it('a browser error: its normalized status and its own message', async () => {
    params.locale = 'en';
    const error = Object.assign(new Error('The roster is unavailable'), { response: { status: 503 } });
    render(<LocaleError error={error} reset={() => {}} />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Service temporarily unavailable.' })).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('503');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Detail: The roster is unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('a browser error without a status is a 500', async () => {
    params.locale = 'es';
    render(<LocaleError error={new Error('boom')} reset={() => {}} />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal.' })).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('500');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Detalle: boom');
  });
});
