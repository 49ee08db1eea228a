import { contactLinks, type SocialMediaLike } from '@/lib/rules/contact-links';

export type ChannelKind = 'phone' | 'whatsapp' | 'email' | 'instagram' | 'platform' | 'facebook';

export type Channel = { kind: ChannelKind; href: string; text: string; external: boolean };

/** +55 61 99876-5432 for a Brazilian number, +digits otherwise. */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  const br = /^55(\d{2})(\d{4,5})(\d{4})$/.exec(digits);
  return br ? `+55 ${br[1]} ${br[2]}-${br[3]}` : `+${digits}`;
}

function handleOf(url: string): string {
  const path = new URL(url).pathname.replace(/^\/+|\/+$/g, '');
  return path ? `@${path.split('/')[0]}` : new URL(url).host;
}

function hostOf(url: string): string {
  const { host, pathname } = new URL(url);
  const path = pathname.replace(/\/+$/, '');
  return host.replace(/^www\./, '') + path;
}

/** The agency's channels in the order the contact page lists them, each with a link and what to show. */
export function contactChannels(social: SocialMediaLike | null): Channel[] {
  const links = contactLinks(social);
  const channels: Channel[] = [];
  if (links.phone && social?.phone) {
    channels.push({ kind: 'phone', href: links.phone, text: formatPhone(social.phone), external: false });
  }
  if (links.whatsapp && social?.whatsapp) {
    channels.push({ kind: 'whatsapp', href: links.whatsapp, text: formatPhone(social.whatsapp), external: true });
  }
  if (links.email)
    channels.push({ kind: 'email', href: links.email, text: links.email.slice('mailto:'.length), external: false });
  if (links.instagram)
    channels.push({ kind: 'instagram', href: links.instagram, text: handleOf(links.instagram), external: true });
  if (links.platform) channels.push({ kind: 'platform', href: links.platform, text: hostOf(links.platform), external: true });
  if (links.facebook) channels.push({ kind: 'facebook', href: links.facebook, text: handleOf(links.facebook), external: true });
  return channels;
}
