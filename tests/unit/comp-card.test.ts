import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import en from '@/messages/en.json';
import pt from '@/messages/pt.json';
import {
  compCardPdf,
  instagramHandle,
  PRINT_DPI,
  type CardOptions,
  type CardTalent,
  type PhotoWorkshop,
} from '@/lib/server/downloads/comp-card';
import { createMadeOnce } from '@/lib/server/downloads/made-once';
import { pdfText } from './pdf-text';

/** The JPEG images embedded in the PDF, with their pixel size. */
function embeddedJpegs(bytes: Buffer): { width: number; height: number }[] {
  const text = bytes.toString('latin1');
  const found: { width: number; height: number }[] = [];
  for (const match of text.matchAll(/\/Type \/XObject\s*\/Subtype \/Image[\s\S]*?\/Width (\d+)[\s\S]*?\/Height (\d+)/g)) {
    found.push({ width: Number(match[1]), height: Number(match[2]) });
  }
  return found;
}

const photo = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 120, g: 90, b: 80 } } })
    .jpeg()
    .toBuffer();

const talent: CardTalent = {
  id: 238,
  name: 'Ágatha Leão',
  gender: 'woman',
  height: '178',
  bust: '86/88',
  waist: '62',
  hips: '91',
  shoes: '37',
  eyes: 'Castanho',
  hair: 'Castanho',
  cover: 'https://media.test/cover.jpg',
  book: [
    { file: 'https://media.test/1.jpg' },
    { file: 'https://media.test/2.jpg' },
    { file: 'https://media.test/3.jpg' },
    { file: 'https://media.test/4.jpg' },
  ],
};

function options(messages: typeof en, overrides: Partial<CardOptions> = {}): CardOptions {
  const m = messages.Measures;
  return {
    size: 'a5',
    units: 'cm',
    locale: messages === en ? 'en' : 'pt',
    labels: {
      measures: {
        height: m.height,
        bust: m.bust,
        chest: m.chest,
        waist: m.waist,
        hips: m.hips,
        shoes: m.shoes,
        eyes: m.eyes,
        hair: m.hair,
      },
      phone: messages.Contact.phone,
      email: messages.Contact.email,
      instagram: messages.Contact.instagram,
      packageTitle: messages.Selection.pdfTitle,
    },
    agency: {
      name: 'Ravage Management',
      address: [messages.Contact.addressStreet, messages.Contact.addressDistrict, messages.Contact.addressCity],
      phone: '+55 61 3322-0000',
      email: 'booking@ravage.test',
      instagram: '@ravage.mgmt',
    },
    loadImage: (url) => (url.endsWith('cover.jpg') ? photo(600, 900) : photo(800, 1200)),
    ...overrides,
  };
}

describe('comp card PDF', () => {
  it('is a PDF: front with the name, back with the measures in cm and the agency address, in the visitor language', async () => {
    const bytes = await compCardPdf([talent], { ...options(pt), title: talent.name });
    expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
    const [front, back] = await pdfText(bytes);
    expect(front).toContain('Ágatha Leão');
    // As the site's cards write them (lib/rules/key-measures.ts), in the card's language.
    expect(back).toContain('Altura 1,78 m');
    expect(back).toContain('Busto 86 cm');
    expect(back).toContain('Cintura 62 cm');
    expect(back).toContain('Sapatos BR 37');
    expect(back).toContain('Olhos Castanho');
    expect(back).toContain('SCS Quadra 7, Bloco A, Sala 210');
    expect(back).toContain('Brasília, DF · 70307-901');
    expect(back).toContain('@ravage.mgmt');
    expect(back).toContain('booking@ravage.test');
  });

  it('prints feet and inches to the half inch and US shoe sizes (SHOE_TABLE) for units=in, with English labels', async () => {
    const man = {
      ...talent,
      id: 214,
      name: 'Bruno Costa',
      gender: 'man' as const,
      height: '188',
      bust: null,
      chest: '98',
      shoes: '42',
    };
    const bytes = await compCardPdf([talent, man], { ...options(en, { units: 'in' }), title: talent.name });
    const [, back, , manBack] = await pdfText(bytes);
    expect(back).toContain('Height 5′10″');
    expect(back).toContain('Bust 34″');
    expect(back).toContain('Waist 24½″');
    expect(back).toContain('Hips 36″');
    expect(back).toContain('Shoes US 8');
    expect(back).toContain('Eyes Brown');
    expect(back).not.toContain('1.78 m');
    expect(back).not.toContain(' cm');
    // US men's column: BR 42 → US 10.
    expect(manBack).toContain('Height 6′2″');
    expect(manBack).toContain('Chest 38½″');
    expect(manBack).toContain('Shoes US 10');
  });

  it('embeds the cover and four book photos as JPEG at print resolution, and the site fonts', async () => {
    const bytes = await compCardPdf([talent], { ...options(pt), title: talent.name });
    const images = embeddedJpegs(bytes);
    expect(images).toHaveLength(5);
    // A5 is 148 mm tall: the cover fills it at PRINT_DPI.
    expect(images[0]!.height).toBeGreaterThanOrEqual(Math.floor((148 / 25.4) * PRINT_DPI));
    const text = bytes.toString('latin1');
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+BodoniModa/);
    expect(text).toMatch(/\/FontName \/[A-Z]{6}\+Geist/);
  });

  it('a talent with fewer book photos gets a card with what there is, an unreadable photo left out', async () => {
    const few = { ...talent, book: talent.book.slice(0, 2) };
    const bytes = await compCardPdf([few], {
      ...options(pt, { loadImage: async (url) => (url.endsWith('2.jpg') ? Buffer.from('not an image') : photo(800, 1200)) }),
      title: few.name,
    });
    expect(embeddedJpegs(bytes)).toHaveLength(2);
    const none = await compCardPdf([{ ...talent, cover: null, book: [] }], { ...options(pt), title: talent.name });
    expect(embeddedJpegs(none)).toHaveLength(0);
    expect((await pdfText(none))[0]).toContain('Ágatha Leão');
  });

  it('with a dated polaroid, prints three book photos and the newest polaroid with its day, and where the talent can be booked', async () => {
    const requested: string[] = [];
    const casting = {
      ...talent,
      availability: 'Fora · Paris até 20 de dez.',
      polaroid: { file: 'https://media.test/polaroid.jpg', caption: 'Polaroid de 2 de nov. de 2026' },
    };
    const bytes = await compCardPdf([casting], {
      ...options(pt, {
        loadImage: (url) => (requested.push(url), url.endsWith('cover.jpg') ? photo(600, 900) : photo(800, 1200)),
      }),
      title: talent.name,
    });
    // The cover, three book photos and the polaroid: still five frames.
    expect(embeddedJpegs(bytes)).toHaveLength(5);
    expect(requested).toContain('https://media.test/polaroid.jpg');
    expect(requested).not.toContain('https://media.test/4.jpg');
    const back = (await pdfText(bytes))[1];
    expect(back).toContain('Polaroid de 2 de nov. de 2026');
    expect(back).toContain('Fora · Paris até 20 de dez.');
    // Without them the card is as it was.
    const plain = (await pdfText(await compCardPdf([talent], { ...options(pt), title: talent.name })))[1];
    expect(plain).not.toContain('Polaroid');
    expect(plain).not.toContain('Fora');
  });

  it('a package starts with a page listing the names, then one card (two pages) per talent in order', async () => {
    const other = { ...talent, id: 214, name: 'Bruno Costa', gender: 'man' as const, bust: null, chest: '98' };
    const bytes = await compCardPdf([talent, other], { ...options(en), title: 'Selection', packageCover: true });
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(5);
    expect(pages[0]).toContain('A selection of talents');
    expect(pages[0]).toContain('1. Ágatha Leão');
    expect(pages[0]).toContain('2. Bruno Costa');
    expect(pages[3]).toContain('Bruno Costa');
    expect(pages[4]).toContain('Chest 98 cm');
  });

  it("a decision kit lists the talents in the client's order with verdict, intent and note, says them on each back, and is prepared for the company on every page", async () => {
    const words = pt.DecisionKit;
    const verdicts = pt.Review.verdicts;
    const intents = pt.Review.intents;
    // Accents, curly quotes and a line break: the client's own words, as the fragment keeps them.
    const note = 'Perfeita para “Verão”:\nconfirmar a agenda de março, ok?';
    const preparedFor = words.preparedFor.replace('{company}', 'Açaí & Cia').replace('{date}', '28 de novembro de 2026');
    const bruno = { ...talent, id: 214, name: 'Bruno Costa', gender: 'man' as const, bust: null, chest: '98' };
    const cards: CardTalent[] = [
      { ...bruno, review: { rank: 1, rankText: 'Preferência 1', verdict: verdicts.yes, intent: intents.option, note } },
      { ...talent, review: { rank: 2, rankText: 'Preferência 2', verdict: words.undecided, intent: null, note: null } },
    ];
    const bytes = await compCardPdf(cards, {
      ...options(pt),
      title: words.title,
      packageCover: true,
      kit: { title: words.title, preparedFor, note: words.note },
    });
    const pages = await pdfText(bytes);
    expect(pages).toHaveLength(5);
    const [cover, , brunoBack, , agathaBack] = pages as [string, string, string, string, string];
    expect(cover).toContain(words.title);
    expect(cover.indexOf('1. Bruno Costa')).toBeGreaterThan(-1);
    expect(cover.indexOf('1. Bruno Costa')).toBeLessThan(cover.indexOf('2. Ágatha Leão'));
    expect(cover).toContain(`${verdicts.yes} · ${intents.option}`);
    expect(cover).toContain(`${words.note}: “Perfeita para “Verão”: confirmar a agenda de março, ok?”`);
    expect(cover).toContain(`2. Ágatha Leão ${words.undecided}`);
    expect(brunoBack).toContain(`Preferência 1 · ${verdicts.yes} · ${intents.option}`);
    expect(brunoBack).toContain('confirmar a agenda de março, ok?”');
    expect(agathaBack).toContain(`Preferência 2 · ${words.undecided}`);
    expect(agathaBack).not.toContain(words.note);
    for (const [n, page] of pages.entries()) expect(page, `page ${n + 1}`).toContain(preparedFor);
    // Without a company, no line at the foot; a plain package says none of it.
    const unnamed = await pdfText(
      await compCardPdf(cards, { ...options(pt), title: words.title, packageCover: true, kit: { ...words, preparedFor: null } }),
    );
    expect(unnamed.join(' ')).not.toContain('Preparado para');
    const plain = await pdfText(
      await compCardPdf(
        cards.map((card) => ({ ...card, review: undefined })),
        { ...options(pt), title: 'Seleção', packageCover: true },
      ),
    );
    expect(plain.join(' ')).not.toMatch(/Preferência|Nota:|Kit de decisão/);
  });

  it('a decision kit of many talents with long notes runs its cover over pages, never splitting a talent', async () => {
    const words = en.DecisionKit;
    const note = `${'A long note about the casting. '.repeat(10).slice(0, 279)}!`;
    const cards: CardTalent[] = Array.from({ length: 12 }, (_, i) => ({
      ...talent,
      id: 300 + i,
      name: `Talent ${i + 1}`,
      cover: null,
      book: [],
      review: {
        rank: i + 1,
        rankText: `Preference ${i + 1}`,
        verdict: en.Review.verdicts.maybe,
        intent: en.Review.intents.casting,
        note,
      },
    }));
    const kit = { title: words.title, preparedFor: 'Prepared for Acme · November 28, 2026', note: words.note };
    const pages = await pdfText(await compCardPdf(cards, { ...options(en), title: words.title, packageCover: true, kit }));
    const coverPages = pages.length - 2 * cards.length;
    expect(coverPages).toBeGreaterThan(1);
    const cover = pages.slice(0, coverPages);
    for (const [i] of cards.entries()) {
      const holding = cover.filter((page) => page.includes(`${i + 1}. Talent ${i + 1} `));
      expect(holding, `talent ${i + 1}`).toHaveLength(1);
      expect(holding[0]).toContain(`${words.note}: “${note}”`);
    }
    for (const page of pages) expect(page).toContain('Prepared for Acme · November 28, 2026');
  });

  it('with a workshop, makes each photo once by address and frame size: a package reuses what a card made', async () => {
    const loaded: string[] = [];
    const made = createMadeOnce({ maxBytes: 64 * 1024 * 1024 });
    const workshop: PhotoWorkshop = { framed: (key, load, encode) => made(key, () => load().then(encode)) };
    const counting = options(pt, {
      loadImage: (url) => (loaded.push(url), url.endsWith('cover.jpg') ? photo(600, 900) : photo(800, 1200)),
      workshop,
    });
    const card = await compCardPdf([talent], { ...counting, title: talent.name });
    const photos = loaded.length;
    expect(photos).toBe(embeddedJpegs(card).length);
    const other = { ...talent, id: 214, name: 'Bruno Costa', cover: 'https://media.test/bruno-cover.jpg' };
    const pack = await compCardPdf([talent, other], { ...counting, title: 'Seleção', packageCover: true });
    // Only the other talent's new cover was loaded; the first talent's photos were reused, as were the shared book photos.
    expect(loaded.slice(photos)).toEqual(['https://media.test/bruno-cover.jpg']);
    expect(embeddedJpegs(pack)).toHaveLength(2 * photos);
    // Another frame size is another photo.
    await compCardPdf([talent], { ...counting, size: 'letter-half', title: talent.name });
    expect(loaded.length).toBe(photos + 1 + photos);
  });

  it('prints an Instagram link as its handle', () => {
    expect(instagramHandle('https://www.instagram.com/ravage.mgmt/')).toBe('@ravage.mgmt');
    expect(instagramHandle('ravage')).toBe('@ravage');
    expect(instagramHandle(null)).toBeNull();
  });
});
