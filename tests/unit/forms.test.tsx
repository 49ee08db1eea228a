import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { ContactForm } from '@/components/contact/ContactForm';
import { BudgetForm } from '@/components/favorites/BudgetForm';
import { useFormSubmission } from '@/components/forms/useFormSubmission';
import type { RosterCard } from '@/lib/rules/roster-card';
import { SENT_STATE_MS } from '@/lib/rules/constants';

// The words come through next-intl's provider, as the pages give them (components/i18n/IslandMessages.tsx).
const contactForm = () => (
  <NextIntlClientProvider locale="pt" messages={pt}>
    <ContactForm locale="pt" />
  </NextIntlClientProvider>
);
const budgetForm = (favorites: readonly RosterCard[], locale: 'pt' | 'en' | 'es' = 'pt') => (
  // The provider's time zone is the server's (IslandMessages): one far from any test machine's.
  <NextIntlClientProvider locale={locale} messages={{ pt, en, es }[locale]} timeZone="Pacific/Kiritimati">
    <BudgetForm favorites={favorites} locale={locale} />
  </NextIntlClientProvider>
);

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => {
  vi.useFakeTimers({ shouldAdvanceTime: true });
  fetchMock.mockReset();
  vi.stubGlobal('fetch', fetchMock);
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const user = () => userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

async function fillContact(u: ReturnType<typeof user>) {
  await u.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await u.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await u.type(screen.getByLabelText('Telefone'), '61 99999-0000');
  await u.type(screen.getByLabelText('Mensagem'), 'Quero um orçamento.');
}

const button = () => screen.getByRole('button', { name: /Enviar|Enviando|Enviado/ });

describe('ContactForm states', () => {
  it('idle → sending → sent, then resets everything after 2.5 s', async () => {
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    const u = user();
    render(contactForm());
    expect(button()).toHaveTextContent('Enviar');
    expect(button()).toBeEnabled();
    await fillContact(u);
    await u.click(button());

    await waitFor(() => expect(button()).toHaveTextContent('Enviando'));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/api/forms/contact?lang=pt');
    const body = init?.body as FormData;
    expect(Object.fromEntries(body.entries())).toEqual({
      name: 'Ana Souza',
      email: 'ana@example.com',
      phone: '61 99999-0000',
      message: 'Quero um orçamento.',
    });

    await act(async () => answer(json(201, { ok: true, id: 1 })));
    await waitFor(() => expect(button()).toHaveTextContent('Enviado'));
    expect(button()).toHaveAttribute('aria-disabled', 'true');
    // Pressed again once sent: nothing more is sent.
    await u.click(button());
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('status')).toHaveTextContent(pt.Form.sentMessage);
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');

    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS - 100));
    expect(button()).toHaveTextContent('Enviado');
    await act(async () => vi.advanceTimersByTime(100));
    await waitFor(() => expect(button()).toHaveTextContent('Enviar'));
    expect(button()).toBeEnabled();
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('a failing back office keeps every value and says so, back in idle', async () => {
    fetchMock.mockResolvedValue(json(502, { message: 'down' }));
    const u = user();
    render(contactForm());
    await fillContact(u);
    await u.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(pt.Form.failed);
    expect(button()).toHaveTextContent('Enviar');
    expect(button()).toBeEnabled();
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS * 2));
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Quero um orçamento.');
  });

  it('a network error and a rate limit each have their own message', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce(json(429, { message: 'slow' }));
    const u = user();
    render(contactForm());
    await fillContact(u);
    await u.click(button());
    expect(await screen.findByRole('alert')).toHaveTextContent(pt.Form.network);
    await u.click(button());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(pt.Form.tooMany));
    expect(screen.getByLabelText('E-mail')).toHaveValue('ana@example.com');
  });

  it('sends one idempotency key per filled form: kept when the same form is sent again, new once it changed or was sent', async () => {
    fetchMock.mockResolvedValueOnce(json(504, { reason: 'uncertain' })).mockResolvedValue(json(201, { ok: true, id: 9 }));
    const keyOf = (call: number) => new Headers(fetchMock.mock.calls[call]?.[1]?.headers).get('idempotency-key');
    const u = user();
    render(contactForm());
    await fillContact(u);
    await u.click(button());
    // The agency did not answer in time: the form may have arrived, and sending it again will not duplicate it.
    expect(await screen.findByRole('alert')).toHaveTextContent(pt.Form.maybeSent);
    expect(screen.getByLabelText('Mensagem')).toHaveValue('Quero um orçamento.');
    await u.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Enviado'));
    expect(keyOf(0)).toMatch(/^[0-9a-f-]{36}$/);
    expect(keyOf(1)).toBe(keyOf(0));

    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await fillContact(u);
    await u.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(3));
    expect(keyOf(2)).not.toBe(keyOf(0));

    // After a failure, a changed message is another message: another key.
    fetchMock.mockResolvedValueOnce(json(502, {}));
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await fillContact(u);
    await u.click(button());
    await screen.findByRole('alert');
    await u.type(screen.getByLabelText('Mensagem'), ' E mais.');
    await u.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(5));
    expect(keyOf(4)).not.toBe(keyOf(3));
  });

  it('marks the fields a 422 names and focuses the first', async () => {
    fetchMock.mockResolvedValue(json(422, { message: 'invalid', errors: { email: ['invalidEmail'], phone: ['tooLong'] } }));
    const u = user();
    render(contactForm());
    await fillContact(u);
    await u.click(button());
    const email = screen.getByLabelText('E-mail');
    await waitFor(() => expect(email).toHaveAttribute('aria-invalid', 'true'));
    expect(email).toHaveFocus();
    expect(email).toHaveAccessibleDescription(pt.Form.invalidEmail);
    expect(screen.getByLabelText('Telefone')).toHaveAccessibleDescription(pt.Form.tooLong);
    expect(screen.getByRole('alert')).toHaveTextContent(pt.Form.invalidSummary);
    expect(email).toHaveValue('ana@example.com');
  });

  it('its fields are natively required and not invalid before a send; the browser validates nothing (noValidate)', () => {
    const { container } = render(contactForm());
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) {
      const field = screen.getByLabelText(label);
      expect(field).toHaveAttribute('required');
      expect(field).not.toHaveAttribute('aria-required');
      expect(field).toHaveAttribute('aria-invalid', 'false');
    }
  });

  it('validates in the browser first: errors announced, focus on the first invalid field, nothing sent', async () => {
    const u = user();
    render(contactForm());
    await u.type(screen.getByLabelText('E-mail'), 'ana@');
    await u.click(button());
    const name = screen.getByLabelText('Nome');
    await waitFor(() => expect(name).toHaveAttribute('aria-invalid', 'true'));
    expect(name).toHaveFocus();
    expect(name).toHaveAccessibleDescription(pt.Form.required);
    expect(screen.getByLabelText('E-mail')).toHaveAccessibleDescription(pt.Form.invalidEmail);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

const talents: RosterCard[] = [
  { id: 11, name: 'Ana', cover: null, slug: 'ana' },
  { id: 12, name: 'Bia', cover: null, slug: 'bia' },
];

describe('BudgetForm', () => {
  it("the quote brief, 'Sobre o trabalho', is optional: none of its fields is required", () => {
    const { container } = render(budgetForm(talents));
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    const brief = screen.getByRole('group', { name: pt.Brief.title });
    const fields = brief.querySelectorAll('input, select, textarea');
    expect(fields.length).toBeGreaterThanOrEqual(9);
    for (const field of fields) {
      expect(field).not.toHaveAttribute('required');
      expect(field).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.getByLabelText('Nome')).toHaveAttribute('required');
  });

  it('cannot be sent without favourites', () => {
    render(budgetForm([]));
    expect(button()).toBeDisabled();
    expect(screen.getByText(pt.Favorites.budgetDisabled)).toBeInTheDocument();
  });

  it('sends the favourites as JSON text and keeps them after the reset', async () => {
    fetchMock.mockImplementation(async () => json(201, { ok: true, id: 5 }));
    const u = user();
    render(budgetForm(talents));
    expect(screen.getByText('2 talentos serão incluídos no pedido.')).toBeInTheDocument();
    await fillContact(u);
    await u.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Enviado'));
    const first = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(fetchMock.mock.calls[0]?.[0]).toBe('/api/forms/budget?lang=pt');
    expect(JSON.parse(String(first.get('favorites')))).toEqual([
      { id: 11, name: 'Ana' },
      { id: 12, name: 'Bia' },
    ]);

    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await waitFor(() => expect(button()).toHaveTextContent('Enviar'));
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByText('2 talentos serão incluídos no pedido.')).toBeInTheDocument();

    await fillContact(u);
    await u.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const second = fetchMock.mock.calls[1]?.[1]?.body as FormData;
    expect(JSON.parse(String(second.get('favorites')))).toHaveLength(2);
  });

  it('says when the request was sent and for how many talents, and keeps saying it after the reset until another is sent', async () => {
    // The visitor's clock (the test machine's time zone), whatever the provider's.
    vi.setSystemTime(new Date(2026, 2, 10, 14, 32));
    fetchMock.mockImplementation(async () => json(201, { ok: true, id: 5 }));
    const u = user();
    const { rerender } = render(budgetForm(talents));
    const status = () => screen.getByRole('status');
    expect(status()).toBeEmptyDOMElement();
    const above = screen.getByText('2 talentos serão incluídos no pedido.');

    await fillContact(u);
    await u.click(button());
    await waitFor(() => expect(button()).toHaveTextContent('Enviado'));
    const line = 'Pedido de orçamento enviado às 14:32 para 2 talentos.';
    // One polite status says it, in place of the passing thanks (announced once).
    expect(status().textContent).toBe(line);
    expect(status()).not.toHaveTextContent(pt.Form.sentMessage);

    // The spec's reset empties the form; the line stays, below what it reset.
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await waitFor(() => expect(button()).toHaveTextContent('Enviar'));
    for (const label of ['Nome', 'E-mail', 'Telefone', 'Mensagem']) expect(screen.getByLabelText(label)).toHaveValue('');
    expect(status().textContent).toBe(line);
    expect(above.compareDocumentPosition(status()) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await act(async () => vi.advanceTimersByTime(60 * 60_000));
    expect(status().textContent).toBe(line);

    // A failed second request leaves the first one's line: it was still sent.
    fetchMock.mockResolvedValueOnce(json(502, {}));
    await fillContact(u);
    await u.click(button());
    await screen.findByRole('alert');
    expect(status().textContent).toBe(line);

    // Another request, for one talent, past midnight: its own line replaces the first.
    rerender(budgetForm(talents.slice(1)));
    vi.setSystemTime(new Date(2026, 2, 11, 1, 5));
    await u.click(button());
    await waitFor(() => expect(status().textContent).toBe('Pedido de orçamento enviado à 01:05 para 1 talento.'));
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await waitFor(() => expect(button()).toHaveTextContent('Enviar'));
    expect(status().textContent).toBe('Pedido de orçamento enviado à 01:05 para 1 talento.');
  });

  it.each([
    ['en', [14, 32], 'Send', /^Quote request sent at 2:32\sPM for 2 talents\.$/],
    ['es', [13, 5], 'Enviar', /^Solicitud de presupuesto enviada a las 13:05 para 2 talentos\.$/],
    ['es', [1, 5], 'Enviar', /^Solicitud de presupuesto enviada a la 1:05 para 2 talentos\.$/],
  ] as const)('in %s, at %j, the line is in the visitor’s language and clock', async (locale, [hours, minutes], send, line) => {
    vi.setSystemTime(new Date(2026, 2, 10, hours, minutes));
    fetchMock.mockImplementation(async () => json(201, { ok: true, id: 5 }));
    const u = user();
    render(budgetForm(talents, locale));
    const words = { en, es }[locale].Form;
    await u.type(screen.getByLabelText(words.name), 'Ana Souza');
    await u.type(screen.getByLabelText(words.email), 'ana@example.com');
    await u.type(screen.getByLabelText(words.phone), '61 99999-0000');
    await u.type(screen.getByLabelText(words.message), 'Quero um orçamento.');
    await u.click(screen.getByRole('button', { name: send }));
    await waitFor(() => expect(screen.getByRole('status').textContent).toMatch(line));
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    await waitFor(() => expect(screen.getByRole('button', { name: send })).toBeEnabled());
    expect(screen.getByRole('status').textContent).toMatch(line);
  });

  it('sends the favourites as they are when the form is sent, not as they were at first render', async () => {
    fetchMock.mockImplementation(async () => json(201, { ok: true, id: 5 }));
    const u = user();
    const { rerender } = render(budgetForm(talents));
    rerender(budgetForm(talents.slice(1)));
    await fillContact(u);
    await u.click(button());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    const body = fetchMock.mock.calls[0]?.[1]?.body as FormData;
    expect(JSON.parse(String(body.get('favorites')))).toEqual([{ id: 12, name: 'Bia' }]);
  });
});

describe('useFormSubmission', () => {
  it('resets only after SENT_STATE_MS, and not at all once unmounted', async () => {
    const onReset = vi.fn();
    const { result, unmount } = renderHook(() => useFormSubmission({ onReset }));
    await act(async () => {
      await result.current.submit(async () => json(201, { ok: true, id: 1 }));
    });
    expect(result.current.status).toBe('sent');
    unmount();
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS * 2));
    expect(onReset).not.toHaveBeenCalled();
  });

  it('ignores a second submit while one is under way', async () => {
    const onReset = vi.fn();
    const send = vi.fn(async () => json(201, { ok: true, id: 1 }));
    const { result } = renderHook(() => useFormSubmission({ onReset }));
    let second = true;
    await act(async () => {
      const first = result.current.submit(send);
      second = await result.current.submit(send);
      await first;
    });
    expect(second).toBe(false);
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS));
    expect(onReset).toHaveBeenCalledTimes(1);
    expect(result.current.status).toBe('idle');
  });

  it('reports each failure kind and resets nothing', async () => {
    const onReset = vi.fn();
    const { result } = renderHook(() => useFormSubmission({ onReset }));
    const cases: [() => Promise<Response>, string][] = [
      [async () => Promise.reject(new TypeError('offline')), 'network'],
      [async () => json(429, {}), 'rateLimited'],
      [async () => json(413, { message: 'big' }), 'invalid'],
      [async () => new Response('<html>', { status: 500 }), 'server'],
      [async () => json(503, {}), 'server'],
      [async () => json(504, { reason: 'uncertain' }), 'uncertain'],
      [async () => new Response('Gateway Time-out', { status: 504 }), 'uncertain'],
      [async () => json(503, { reason: 'busy' }), 'busy'],
      [async () => json(408, {}), 'tooSlow'],
      [async () => json(409, { reason: 'keyReused' }), 'server'],
    ];
    for (const [send, kind] of cases) {
      await act(async () => {
        expect(await result.current.submit(send)).toBe(false);
      });
      expect(result.current.status).toBe('idle');
      expect(result.current.failure?.kind).toBe(kind);
    }
    await act(async () => vi.advanceTimersByTime(SENT_STATE_MS * 2));
    expect(onReset).not.toHaveBeenCalled();
  });
});
