import { describe, expect, it } from 'vitest';
import { cutDescription } from '@/lib/rules/describe';
import { langAttribute, textLanguage } from '@/lib/rules/content-language';
import { agencyJsonLd, breadcrumbJsonLd, personJsonLd, serializeJsonLd } from '@/lib/server/seo/json-ld';

describe('cutDescription', () => {
  it('keeps a short text whole, on one line', () => {
    expect(cutDescription('Modelo de Brasília.\n\nFotografa  para\tmoda.')).toBe('Modelo de Brasília. Fotografa para moda.');
  });

  it('cuts a long text at the last word that fits, with an ellipsis and no trailing punctuation', () => {
    const text = 'Alpha beta, gamma delta epsilon';
    expect(cutDescription(text, 18)).toBe('Alpha beta, gamma…');
    expect(cutDescription(text, 12)).toBe('Alpha beta…');
    const long = `${'palavra '.repeat(40)}fim`;
    const cut = cutDescription(long);
    expect(cut.length).toBeLessThanOrEqual(161);
    expect(cut.endsWith('palavra…')).toBe(true);
  });

  it('never exceeds the limit plus the ellipsis and cuts one endless word hard', () => {
    expect(cutDescription('x'.repeat(300), 10)).toBe(`${'x'.repeat(9)}…`);
  });
});

describe('textLanguage', () => {
  it('is pt on pt pages', () => {
    expect(textLanguage('pt', 'Texto', 'Texto')).toBe('pt');
  });

  it('recognises the pt fallback on en/es pages, whatever the spacing, case or tags', () => {
    expect(textLanguage('en', 'Modelo  de Brasília.\n', 'modelo de brasília.')).toBe('pt');
    expect(textLanguage('es', '<p>Sobre a agência</p>', 'Sobre a <b>agência</b>')).toBe('pt');
  });

  it('is the page language when the text differs from pt or pt has none', () => {
    expect(textLanguage('en', 'Model from Brasília.', 'Modelo de Brasília.')).toBe('en');
    expect(textLanguage('en', 'Model from Brasília.', null)).toBe('en');
  });

  it('is unknown (null) when the pt text could not be had', () => {
    expect(textLanguage('en', 'Modelo de Brasília.', undefined)).toBeNull();
  });

  it('gives a lang attribute only to text in another language than the page', () => {
    expect(langAttribute('en', 'pt')).toBe('pt');
    expect(langAttribute('en', 'en')).toBeUndefined();
    expect(langAttribute('en', null)).toBeUndefined();
  });
});

describe('JSON-LD', () => {
  it('serializes so that nothing can close the script element', () => {
    const out = serializeJsonLd({ name: '</script><script>alert(1)</script> & \u2028' });
    expect(out).not.toContain('<');
    expect(out).not.toContain('>');
    expect(out).not.toContain('&');
    expect(JSON.parse(out)).toEqual({ name: '</script><script>alert(1)</script> & \u2028' });
  });

  it('builds a LocalBusiness with the address, phone and social profiles', () => {
    const data = agencyJsonLd({
      id: 'https://example.com/#agency',
      name: 'Ravage Management',
      url: 'https://example.com',
      logo: 'https://example.com/icon.svg',
      image: 'https://example.com/social-card.png',
      description: 'Agência',
      address: { street: 'SCS Quadra 7', locality: 'Brasília', region: 'DF', postalCode: '70307-901', country: 'BR' },
      geo: { lat: -15.8, lng: -47.9 },
      phone: '+55 61 3333-0000',
      email: null,
      sameAs: ['https://instagram.com/ravage'],
    });
    expect(data).toMatchObject({
      '@type': 'LocalBusiness',
      '@id': 'https://example.com/#agency',
      telephone: '+55 61 3333-0000',
      sameAs: ['https://instagram.com/ravage'],
      address: { '@type': 'PostalAddress', addressLocality: 'Brasília', addressCountry: 'BR' },
    });
    expect(data).not.toHaveProperty('email');
  });

  it('builds a Person with image, Instagram as sameAs and height only when known', () => {
    const base = {
      name: 'Ana',
      url: 'https://example.com/modelos/1/ana',
      image: 'https://example.com/_next/image?url=x&w=1080&q=75',
      description: 'Ana, modelo.',
      gender: 'woman' as const,
      agencyId: 'https://example.com/#agency',
      agencyName: 'Ravage Management',
    };
    expect(personJsonLd({ ...base, height: 175, instagram: 'https://www.instagram.com/ana' })).toMatchObject({
      '@type': 'Person',
      image: base.image,
      sameAs: ['https://www.instagram.com/ana'],
      gender: 'Female',
      height: { value: 175, unitCode: 'CMT' },
      worksFor: { '@id': 'https://example.com/#agency' },
    });
    const bare = personJsonLd({ ...base, image: null, height: null, instagram: null });
    expect(bare).not.toHaveProperty('sameAs');
    expect(bare).not.toHaveProperty('height');
    expect(bare).not.toHaveProperty('image');
  });

  it('numbers breadcrumb items from 1', () => {
    expect(
      breadcrumbJsonLd([
        { name: 'Início', url: 'https://e.com/' },
        { name: 'Modelos', url: 'https://e.com/modelos' },
      ]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Início', item: 'https://e.com/' },
        { '@type': 'ListItem', position: 2, name: 'Modelos', item: 'https://e.com/modelos' },
      ],
    });
  });
});
