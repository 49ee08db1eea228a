import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { NextIntlClientProvider } from 'next-intl';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorMessageKey, shownStatus } from '@/lib/rules/errors';
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
const { default: SiteError } = await import('@/app/[locale]/(site)/error');

/** The words are a dynamic import: on a loaded machine they take more than Testing Library's default second. */
const LOADED = { timeout: 5000 };

/** As the browser gets it from a server render in production: a digest, no status, React's own message. */
const serverError = () =>
  Object.assign(
    new Error('An error occurred in the Server Components render. The specific message is omitted in production builds.'),
    {
      digest: '2413390714',
    },
  );

/** The site's readiness answer (/api/ready) as the error page reads it. */
const ready = vi.fn<(url: string) => Promise<unknown>>();
const answer = (backOffice: 'ok' | 'down') => ({ json: async () => ({ checks: { backOffice, redis: 'not configured' } }) });

beforeEach(() => {
  ready.mockReset();
  vi.stubGlobal('fetch', ready);
  vi.spyOn(console, 'error').mockImplementation(() => {});
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('the error page (docs/product.md §8)', () => {
  it('heads each status with our message', () => {
    expect(errorMessageKey(404)).toBe('notFound');
    expect(errorMessageKey(503)).toBe('unavailable');
    expect(errorMessageKey(500)).toBe('generic');
    expect(errorMessageKey(418)).toBe('generic');
  });

  it('shows whose failure it was: a browser error its own status, a server render the back office’s 503 or our 500', () => {
    expect(shownStatus(Object.assign(new Error('x'), { status: 504 }), null)).toBe(504);
    expect(shownStatus(new Error('x'), false)).toBe(500);
    expect(shownStatus(serverError(), false)).toBe(503);
    expect(shownStatus(serverError(), true)).toBe(500);
    expect(shownStatus(serverError(), null)).toBe(500);
  });

  it('a server error while the back office answers: 500, our message in the visitor language, the digest, a way home', async () => {
    ready.mockImplementation(async () => answer('ok'));
    for (const [locale, message, reference, title, logo, home] of [
      ['pt', 'Algo deu errado.', 'Código do erro: 2413390714', 'Erro 500 | RAVAGE', 'RAVAGE — página inicial', '/'],
      ['en', 'Something went wrong.', 'Error code: 2413390714', 'Error 500 | RAVAGE', 'RAVAGE — home page', '/en'],
      ['es', 'Algo salió mal.', 'Código del error: 2413390714', 'Error 500 | RAVAGE', 'RAVAGE — página de inicio', '/es'],
    ] as const) {
      params.locale = locale;
      const { unmount } = render(<LocaleError error={serverError()} retry={() => {}} />, { wrapper });
      expect(await screen.findByRole('heading', { level: 1, name: message }, LOADED)).toBeInTheDocument();
      expect(ready).toHaveBeenCalledWith('/api/ready', expect.objectContaining({ cache: 'no-store' }));
      expect(document.querySelector('.error-figure')).toHaveTextContent('500');
      expect(screen.getByTestId('error-detail')).toHaveTextContent(reference);
      expect(screen.getByTestId('error-detail')).not.toHaveTextContent('Server Components');
      // Outside the site's layout it draws its own header: the logo, a link home.
      expect(screen.getByRole('link', { name: logo })).toHaveAttribute('href', home);
      expect(screen.getByRole('main')).toContainElement(screen.getByRole('heading', { level: 1 }));
      await waitFor(() => expect(document.title).toBe(title));
      unmount();
    }
  });

  it('a server error while the back office does not answer: the back office’s 503 and its words, inside the site’s chrome', async () => {
    ready.mockImplementation(async () => answer('down'));
    params.locale = 'pt';
    const retry = vi.fn();
    render(<SiteError error={serverError()} retry={retry} />, { wrapper });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'O sistema da agência não está respondendo agora.' }, LOADED),
    ).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('503');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Código do erro: 2413390714');
    // The site's layout gives the header, main and footer: none of its own.
    expect(screen.queryByRole('main')).toBeNull();
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('link')).toBeNull();
    await waitFor(() => expect(document.title).toBe('Erro 503 | RAVAGE'));
    fireEvent.click(screen.getByRole('button', { name: 'Tentar de novo' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });

  it('a server error whose readiness answer cannot be had: ours, 500', async () => {
    ready.mockImplementation(async () => {
      throw new TypeError('Failed to fetch');
    });
    params.locale = 'en';
    render(<SiteError error={serverError()} retry={() => {}} />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Something went wrong.' }, LOADED)).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('500');
  });

  it('a browser error: its normalized status and its own message, without asking the server', async () => {
    params.locale = 'en';
    const error = Object.assign(new Error('The roster is unavailable'), { response: { status: 503 } });
    render(<SiteError error={error} retry={() => {}} />, { wrapper });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'The agency’s system is not responding right now.' }, LOADED),
    ).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('503');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Detail: The roster is unavailable');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(ready).not.toHaveBeenCalled();
  });

  it('a browser error without a status is a 500', async () => {
    params.locale = 'es';
    render(<LocaleError error={new Error('boom')} retry={() => {}} />, { wrapper });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal.' }, LOADED)).toBeInTheDocument();
    expect(document.querySelector('.error-figure')).toHaveTextContent('500');
    expect(screen.getByTestId('error-detail')).toHaveTextContent('Detalle: boom');
    expect(ready).not.toHaveBeenCalled();
  });
});
