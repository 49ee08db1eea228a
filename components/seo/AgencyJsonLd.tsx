import { getTranslations } from 'next-intl/server';
import { AGENCY_ADDRESS, AGENCY_NAME, AGENCY_POSITION } from '@/lib/rules/agency-facts';
import { getSocialMedia } from '@/lib/agency/content';
import { agencyJsonLd } from '@/lib/server/seo/json-ld';
import { absoluteUrl } from '@/lib/server/seo/site-url';
import { SOCIAL_CARD, agencyId } from '@/lib/server/seo/metadata';
import { JsonLd } from './JsonLd';

/** The agency as a LocalBusiness (home and contact): the Brasília address and the channels of /api/social-media. */
export async function AgencyJsonLd({ url }: { url: string }) {
  const [social, t, tm] = await Promise.all([getSocialMedia(), getTranslations('Contact'), getTranslations('Metadata')]);
  const sameAs = [social?.instagram, social?.facebook, social?.platform].filter((v): v is string => Boolean(v));
  return (
    <JsonLd
      data={agencyJsonLd({
        id: agencyId(),
        name: AGENCY_NAME,
        url,
        logo: absoluteUrl('/icon.svg'),
        image: absoluteUrl(SOCIAL_CARD.path),
        description: tm('descHome'),
        address: { ...AGENCY_ADDRESS, street: `${t('addressStreet')}, ${t('addressDistrict')}` },
        geo: AGENCY_POSITION,
        phone: social?.phone ?? null,
        email: social?.email ?? null,
        sameAs,
      })}
    />
  );
}
