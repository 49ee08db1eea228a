import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import { SENT_STATE_MS } from '@/lib/rules/constants';

vi.mock('@/components/ui/Link', () => ({
  Link: ({ href, children, ...props }: { href: string; children: ReactNode } & AnchorHTMLAttributes<HTMLAnchorElement>) => (
    <a href={href} {...props}>
      {children}
    </a>
  ),
}));
vi.mock('@/lib/browser/progress', () => ({ trackedFetch: vi.fn() }));

const { trackedFetch } = await import('@/lib/browser/progress');
const { ScoutingForm } = await import('@/components/scouting/ScoutingForm');
const fetchMock = vi.mocked(trackedFetch);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52];
const photo = (name: string) => new File([new Uint8Array(PNG)], name, { type: 'image/png' });

let urls = 0;
const createObjectURL = vi.fn(() => `blob:preview-${++urls}`);
const revokeObjectURL = vi.fn();

function renderForm(locale: 'pt' | 'en' = 'pt') {
  // The words come through next-intl's provider, as the page gives them (components/i18n/IslandMessages.tsx).
  const messages = locale === 'pt' ? pt : en;
  return render(
    <NextIntlClientProvider locale={locale} messages={messages}>
      <ScoutingForm
        countries={[
          { id: 1, name: 'Brasil' },
          { id: 2, name: 'Portugal' },
        ]}
        locale={locale}
      />
    </NextIntlClientProvider>,
  );
}

const slotInput = (index: number) => screen.getByLabelText(new RegExp(`^(Foto|Trocar foto) ${index}:`)) as HTMLInputElement;

async function fillRequired(user: ReturnType<typeof userEvent.setup>, { photos = true } = {}) {
  await user.type(screen.getByLabelText('Nome'), 'Ana Souza');
  await user.click(screen.getByLabelText('Mulher'));
  await user.type(screen.getByLabelText('Data de nascimento'), '05032001');
  await user.type(screen.getByLabelText('WhatsApp'), '+55 61 99999-0000');
  await user.type(screen.getByLabelText('Instagram'), '@ana');
  await user.type(screen.getByLabelText('E-mail'), 'ana@example.com');
  await user.click(screen.getByRole('checkbox'));
  if (photos) {
    for (const i of [1, 2, 3, 4]) await user.upload(slotInput(i), photo(`photo-${i}.png`));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
  }
}

beforeEach(() => {
  urls = 0;
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  createObjectURL.mockClear();
  revokeObjectURL.mockClear();
  fetchMock.mockReset();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('ScoutingForm: photo slots', () => {
  it('shows four empty slots with their guidance', () => {
    renderForm();
    expect(screen.getAllByText('Escolher foto')).toHaveLength(4);
    for (const hint of ['Rosto de frente', 'Perfil', 'Corpo inteiro', 'À sua escolha']) {
      expect(screen.getByText(`· ${hint}`)).toBeInTheDocument();
    }
    expect(screen.getByText('Como fazer boas fotos')).toBeInTheDocument();
    for (const i of [1, 2, 3, 4]) expect(slotInput(i)).toHaveAttribute('accept', expect.stringContaining('image/jpeg'));
  });

  it('previews a chosen photo with its shortened name, then replaces and removes it, revoking each preview', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(slotInput(1), photo('a-very-long-photo-name-from-phone.png'));
    const preview = await screen.findByAltText('Prévia da foto 1');
    expect(preview).toHaveAttribute('src', 'blob:preview-1');
    expect(screen.getByText('a-very-long-photo-na….png')).toBeInTheDocument();

    await user.upload(slotInput(1), photo('second.png'));
    await waitFor(() => expect(screen.getByAltText('Prévia da foto 1')).toHaveAttribute('src', 'blob:preview-2'));
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-1');
    expect(screen.getByText('second.png')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remover foto 1' }));
    expect(screen.queryByAltText('Prévia da foto 1')).not.toBeInTheDocument();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:preview-2');
    expect(screen.getAllByText('Escolher foto')).toHaveLength(4);
    expect(slotInput(1)).toHaveFocus();
  });

  it('refuses a text file named .jpg without taking the slot', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.upload(slotInput(2), new File(['hello, not an image'], 'selfie.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText('Este arquivo não é uma imagem PNG, GIF ou JPEG')).toBeInTheDocument();
    expect(screen.queryByAltText('Prévia da foto 2')).not.toBeInTheDocument();
    expect(slotInput(2)).toHaveAttribute('aria-invalid', 'true');
    expect(createObjectURL).not.toHaveBeenCalled();
  });

  it('marks empty slots with a red plus after a send attempt; the summary of the fields to fix takes focus and leads to the first', async () => {
    const user = userEvent.setup();
    renderForm();
    for (const i of [1, 2, 3, 4]) expect(screen.getByTestId(`image_${i}-plus`)).not.toHaveAttribute('data-missing');
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    // Several fields to fix: focus goes to the summary that lists them (one alone would take it, as below).
    const summary = await screen.findByRole('group', { name: 'Faltam corrigir 11 campos:' }, { timeout: 5000 });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(
      within(summary)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Nome',
      'Gênero',
      'Data de nascimento',
      'WhatsApp',
      'Instagram',
      'E-mail',
      'Foto 1',
      'Foto 2',
      'Foto 3',
      'Foto 4',
      'Li e aceito a política de privacidade',
    ]);
    await user.click(within(summary).getByRole('link', { name: 'Nome' }));
    expect(screen.getByLabelText('Nome')).toHaveFocus();
    for (const i of [1, 2, 3, 4]) {
      expect(screen.getByTestId(`image_${i}-plus`)).toHaveAttribute('data-missing', 'true');
      expect(screen.getByTestId(`image_${i}-plus`)).toHaveClass('text-alert');
    }
    expect(screen.getByLabelText('Nome')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getAllByText('Escolha uma foto')).toHaveLength(4);
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('with every field but one photo filled, focus goes to that empty slot', async () => {
    const user = userEvent.setup();
    renderForm();
    await fillRequired(user, { photos: false });
    for (const i of [1, 2, 4]) await user.upload(slotInput(i), photo(`p${i}.png`));
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(3));
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(slotInput(3)).toHaveFocus());
    expect(screen.getByTestId('image_3-plus')).toHaveAttribute('data-missing', 'true');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});

describe('ScoutingForm: required marks', () => {
  const requiredControls = () => [
    ...['Nome', 'Data de nascimento', 'WhatsApp', 'Instagram', 'E-mail'].map((label) => screen.getByLabelText(label)),
    screen.getByRole('radio', { name: 'Mulher' }),
    screen.getByRole('radio', { name: 'Homem' }),
    ...[1, 2, 3, 4].map(slotInput),
    screen.getByRole('checkbox', { name: /política de privacidade/ }),
  ];

  it('marks every required control with the native `required`, none invalid before a send; the browser validates nothing', () => {
    const { container } = renderForm();
    // noValidate: `required` is for screen readers; the form's own messages replace the browser's bubbles.
    expect(container.querySelector('form')).toHaveAttribute('novalidate');
    for (const control of requiredControls()) {
      expect(control).toHaveAttribute('required');
      expect(control).not.toHaveAttribute('aria-required');
      // Written out: Chromium would otherwise read an empty required radio, file or checkbox as invalid.
      expect(control).toHaveAttribute('aria-invalid', 'false');
    }
    expect(screen.getByRole('radiogroup', { name: 'Gênero' })).toHaveAttribute('aria-required', 'true');
    expect(screen.getByRole('radiogroup', { name: 'Gênero' })).not.toHaveAttribute('aria-invalid');
    for (const optional of ['Nacionalidade', 'Altura']) {
      expect(screen.getByLabelText(new RegExp(`^${optional}`))).not.toHaveAttribute('required');
    }
  });

  it('a refused send marks the gender radios invalid, described by the error; a choice clears them', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    const woman = screen.getByRole('radio', { name: 'Mulher' });
    await waitFor(() => expect(woman).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('radio', { name: 'Homem' })).toHaveAttribute('aria-invalid', 'true');
    expect(woman).toHaveAccessibleDescription('Escolha uma opção');
    expect(screen.getByRole('radiogroup', { name: 'Gênero' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(woman);
    await waitFor(() => expect(woman).toHaveAttribute('aria-invalid', 'false'));
    expect(screen.getByRole('radiogroup', { name: 'Gênero' })).not.toHaveAttribute('aria-invalid');
  });
});

describe('ScoutingForm: the height list', () => {
  it('offers every height from 2,00 m down to 0,30 m, after the empty choice that is chosen at first', () => {
    renderForm();
    const height = screen.getByLabelText('Altura') as HTMLSelectElement;
    const options = [...height.options].map((o) => [o.value, o.text]);
    expect(options[0]).toEqual(['', '—']);
    expect(height.value).toBe('');
    expect(options[1]).toEqual(['200', '2,00 m (6′6½″)']);
    expect(options.at(-1)).toEqual(['30', '0,30 m (1′0″)']);
    expect(options).toHaveLength(1 + 171);
  });
});

describe('ScoutingForm: the guardian', () => {
  it('is shown and required only while the birthdate makes the applicant under 18', async () => {
    const user = userEvent.setup();
    renderForm();
    const birthdate = screen.getByLabelText('Data de nascimento');
    expect(screen.queryByLabelText('Responsável')).not.toBeInTheDocument();
    const year = new Date().getFullYear() - 15;
    await user.type(birthdate, `0101${year}`);
    expect(birthdate).toHaveValue(`01/01/${year}`);
    expect(screen.getByLabelText('Responsável')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Obrigatório para menores de 18 anos')).toBeInTheDocument();

    await user.clear(birthdate);
    await user.type(birthdate, '05032001');
    expect(screen.queryByLabelText('Responsável')).not.toBeInTheDocument();
  });
});

describe('ScoutingForm: the guardian after a send attempt', () => {
  it('is marked at once when it appears', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await user.type(screen.getByLabelText('Data de nascimento'), `0101${new Date().getFullYear() - 12}`);
    expect(await screen.findByText('Obrigatório para menores de 18 anos')).toBeInTheDocument();
    expect(screen.getByLabelText('Responsável')).toHaveAttribute('aria-invalid', 'true');
    await user.type(screen.getByLabelText('Responsável'), 'Maria');
    await waitFor(() => expect(screen.queryByText('Obrigatório para menores de 18 anos')).not.toBeInTheDocument());
  });
});

describe('ScoutingForm: states', () => {
  it('goes Enviar → Enviando → Enviado and resets values, validation and photos 2.5 s later', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    let answer: (r: Response) => void = () => undefined;
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => (answer = resolve)));
    renderForm();
    await fillRequired(user);
    await user.selectOptions(screen.getByLabelText(/Altura/), '170');

    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('button', { name: 'Enviando' })).toHaveAttribute('aria-disabled', 'true');
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('/api/forms/scouting?lang=pt');
    const body = init?.body as FormData;
    expect(body.get('name')).toBe('Ana Souza');
    expect(body.get('birthdate')).toBe('05/03/2001');
    expect(body.get('height')).toBe('170');
    expect(body.get('privacy')).toBe('1');
    expect((body.get('image_4') as File).name).toBe('photo-4.png');
    expect(body.has('responsable')).toBe(false);

    await act(async () => answer(Response.json({ ok: true, id: 1 }, { status: 201 })));
    expect(await screen.findByRole('button', { name: 'Enviado' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByText('Recebemos seu envio. Obrigado!')).toBeInTheDocument();

    await act(async () => {
      vi.advanceTimersByTime(SENT_STATE_MS - 100);
    });
    expect(screen.getByRole('button', { name: 'Enviado' })).toBeInTheDocument();
    await act(async () => {
      vi.advanceTimersByTime(200);
    });
    expect(await screen.findByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByLabelText('Nome')).toHaveValue('');
    expect(screen.getByLabelText(/Altura/)).toHaveValue('');
    expect(screen.getByRole('checkbox')).not.toBeChecked();
    expect(screen.queryAllByRole('img')).toHaveLength(0);
    for (const i of [1, 2, 3, 4]) {
      expect(revokeObjectURL).toHaveBeenCalledWith(`blob:preview-${i}`);
      expect(screen.getByTestId(`image_${i}-plus`)).not.toHaveAttribute('data-missing');
    }
  });

  it('on failure says so, returns to Enviar and keeps every value and photo', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json({ message: 'down' }, { status: 502 }));
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Não foi possível enviar. Seus dados foram mantidos');
    expect(screen.getByRole('button', { name: 'Enviar' })).toBeEnabled();
    expect(screen.getByLabelText('Nome')).toHaveValue('Ana Souza');
    expect(screen.getByRole('checkbox')).toBeChecked();
    expect(screen.getAllByRole('img')).toHaveLength(4);
    expect(revokeObjectURL).not.toHaveBeenCalled();
  });

  it('shows the rate limit in the visitor’s language', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(Response.json({ message: 'slow down' }, { status: 429 }));
    renderForm('en');
    await user.type(screen.getByLabelText('Name'), 'Ana');
    await user.click(screen.getByLabelText('Woman'));
    await user.type(screen.getByLabelText('Birthdate'), '05032001');
    await user.type(screen.getByLabelText('WhatsApp'), '61999990000');
    await user.type(screen.getByLabelText('Instagram'), 'ana');
    await user.type(screen.getByLabelText('Email'), 'ana@example.com');
    await user.click(screen.getByRole('checkbox'));
    for (const i of [1, 2, 3, 4]) {
      await user.upload(screen.getByLabelText(new RegExp(`^Photo ${i}:`)), photo(`${i}.png`));
    }
    await waitFor(() => expect(screen.getAllByRole('img')).toHaveLength(4));
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Too many submissions');
    expect(screen.getByRole('button', { name: 'Send' })).toBeEnabled();
  });

  it('marks the fields a 422 names, in the form’s words, and focuses the first', async () => {
    const user = userEvent.setup();
    fetchMock.mockResolvedValue(
      Response.json({ errors: { image_2: ['Scouting.errors.photoType'], email: ['invalidEmail'] } }, { status: 422 }),
    );
    renderForm();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByText('Este arquivo não é uma imagem PNG, GIF ou JPEG')).toBeInTheDocument();
    expect(screen.getByText('Informe um e-mail válido')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('E-mail')).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Confira os campos destacados');
    expect(screen.getAllByRole('img')).toHaveLength(4);
  });
});

describe('ScoutingForm: places', () => {
  it('loads the cities of the chosen country and sends both names', async () => {
    const user = userEvent.setup();
    fetchMock.mockImplementation(async (input) =>
      String(input).startsWith('/api/places')
        ? Response.json({ cities: [{ id: 7, name: 'Brasília' }] })
        : Response.json({ ok: true, id: 3 }, { status: 201 }),
    );
    renderForm();
    const city = screen.getByLabelText(/Cidade/);
    expect(city).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/País/), '1');
    expect(fetchMock).toHaveBeenCalledWith('/api/places?country=1&lang=pt');
    await waitFor(() => expect(city).toBeEnabled());
    await user.selectOptions(city, '7');
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const body = fetchMock.mock.calls[1]![1]?.body as FormData;
    expect([body.get('id_country'), body.get('country'), body.get('id_city'), body.get('city')]).toEqual([
      '1',
      'Brasil',
      '7',
      'Brasília',
    ]);
  });

  it('links the privacy policy in a new tab', () => {
    renderForm();
    const link = within(screen.getByRole('checkbox').closest('label')!).getByRole('link');
    expect(link).toHaveAttribute('href', '/privacy');
    expect(link).toHaveAttribute('target', '_blank');
  });
});
