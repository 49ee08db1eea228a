import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, beforeEach, describe, expect, it, vi } from 'vitest';
import pt from '@/messages/pt.json';
import { lazyResolver } from '@/lib/forms/validation';

// The contact form with a validation that cannot be loaded (the visitor went offline).
// The dom tests share a worker's modules (isolate: false): the mock is set for this file's imports and
// taken back after it, and the form and its provider are loaded afresh under it.
vi.doMock('@/lib/forms/validation', async (importOriginal) => {
  const actual = await importOriginal<typeof import('@/lib/forms/validation')>();
  return {
    ...actual,
    contactValidation: actual.lazyResolver(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module'))),
  };
});
vi.resetModules();
afterAll(() => {
  vi.doUnmock('@/lib/forms/validation');
  vi.resetModules();
});
const { ContactForm } = await import('@/components/contact/ContactForm');
const { NextIntlClientProvider } = await import('next-intl');

const fetchMock = vi.fn<typeof fetch>();
beforeEach(() => {
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});

type Values = { name: string };
const ok = { values: { name: 'Ana' }, errors: {} };
const options = { fields: {}, shouldUseNativeValidation: false } as const;

describe('lazyResolver', () => {
  it('loads the schema once, when first needed or preloaded', async () => {
    const resolve = vi.fn(async () => ok);
    const load = vi.fn(async () => resolve);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    expect(load).not.toHaveBeenCalled();
    preload();
    preload();
    expect(await resolver({ name: 'Ana' }, undefined, options)).toBe(ok);
    expect(await resolver({ name: 'Bia' }, undefined, options)).toBe(ok);
    expect(load).toHaveBeenCalledTimes(1);
    expect(resolve).toHaveBeenCalledTimes(2);
  });

  it('rejects when the load fails and tries again next time; a preload never rejects', async () => {
    const load = vi
      .fn<() => Promise<() => Promise<typeof ok>>>()
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockRejectedValueOnce(new TypeError('offline'))
      .mockResolvedValue(async () => ok);
    const { resolver, preload } = lazyResolver<Values, Values>(load);
    preload();
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(resolver({ name: 'Ana' }, undefined, options)).rejects.toThrow('offline');
    expect(await resolver({ name: 'Ana' }, undefined, options)).toBe(ok);
    expect(load).toHaveBeenCalledTimes(3);
  });
});

describe('a form whose validation cannot be loaded', () => {
  it('says the connection failed, sends nothing and keeps what was typed', async () => {
    const user = userEvent.setup();
    render(
      <NextIntlClientProvider locale="pt" messages={pt}>
        <ContactForm locale="pt" />
      </NextIntlClientProvider>,
    );
    await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(pt.Form.network);
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
