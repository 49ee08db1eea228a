import { describe, expect, it } from 'vitest';
import { contactChannels, formatPhone } from '@/lib/rules/contact-channels';
import { mapsSearchUrl } from '@/lib/rules/agency-facts';

describe('contactChannels', () => {
  it('lists every channel with its link and what to show', () => {
    const channels = contactChannels({
      instagram: 'https://www.instagram.com/ravagemanagement/',
      facebook: 'https://www.facebook.com/ravagemanagement/',
      whatsapp: '5561998765432',
      phone: '+55 61 3345-6789',
      email: 'contato@ravagemanagement.com.br',
      platform: 'https://models.ravagemanagement.com.br/',
    });
    expect(channels).toEqual([
      { kind: 'phone', href: 'tel:+556133456789', text: '+55 61 3345-6789', external: false },
      { kind: 'whatsapp', href: 'https://wa.me/5561998765432', text: '+55 61 99876-5432', external: true },
      { kind: 'email', href: 'mailto:contato@ravagemanagement.com.br', text: 'contato@ravagemanagement.com.br', external: false },
      { kind: 'instagram', href: 'https://www.instagram.com/ravagemanagement/', text: '@ravagemanagement', external: true },
      {
        kind: 'platform',
        href: 'https://models.ravagemanagement.com.br/',
        text: 'models.ravagemanagement.com.br',
        external: true,
      },
      { kind: 'facebook', href: 'https://www.facebook.com/ravagemanagement/', text: '@ravagemanagement', external: true },
    ]);
  });
  it('leaves out what is missing or unsafe', () => {
    expect(contactChannels(null)).toEqual([]);
    expect(contactChannels({ instagram: 'javascript:alert(1)', email: 'nope' })).toEqual([]);
  });
  it('formats numbers', () => {
    expect(formatPhone('5561998765432')).toBe('+55 61 99876-5432');
    expect(formatPhone('+1 (212) 555-0100')).toBe('+12125550100');
  });
  it('links the address to a Google Maps search', () => {
    expect(mapsSearchUrl('SCS Quadra 7, Brasília')).toBe(
      'https://www.google.com/maps/search/?api=1&query=SCS%20Quadra%207%2C%20Bras%C3%ADlia',
    );
  });
});
