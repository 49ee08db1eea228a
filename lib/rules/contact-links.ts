/** The agency's channels as links a visitor can follow (tel:, mailto:, wa.me). */
export type SocialMediaLike = {
  instagram?: string | null;
  facebook?: string | null;
  whatsapp?: string | null;
  phone?: string | null;
  email?: string | null;
  platform?: string | null;
};

export type ContactLinks = {
  instagram: string | null;
  facebook: string | null;
  platform: string | null;
  email: string | null;
  phone: string | null;
  whatsapp: string | null;
};

function httpUrl(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const url = new URL(value);
    return url.protocol === 'https:' || url.protocol === 'http:' ? url.toString() : null;
  } catch {
    return null;
  }
}

export function contactLinks(social: SocialMediaLike | null): ContactLinks {
  const digits = (v: string | null | undefined) => (v ?? '').replace(/\D/g, '');
  const phone = digits(social?.phone);
  const whatsapp = digits(social?.whatsapp);
  const email = social?.email?.trim();
  return {
    instagram: httpUrl(social?.instagram),
    facebook: httpUrl(social?.facebook),
    platform: httpUrl(social?.platform),
    email: email && /^[^\s@]+@[^\s@]+$/.test(email) ? `mailto:${email}` : null,
    phone: phone ? `tel:+${phone}` : null,
    whatsapp: whatsapp ? `https://wa.me/${whatsapp}` : null,
  };
}
