import type { CategorySlug } from '@/lib/categories';
import type { AppLocale } from '@/lib/i18n/routing';
import type { ProfileView } from '@/lib/roster';
import { profileJsonLd } from '@/lib/profile-page';
import { JsonLd } from '@/components/seo/JsonLd';
import { TalentProfile } from './TalentProfile';

/** A profile screen with its schema.org Person and breadcrumb, for both profile routes. */
export async function ProfilePage({ talent, locale, category }: { talent: ProfileView; locale: AppLocale; category: CategorySlug | null }) {
  return (
    <>
      <JsonLd data={await profileJsonLd(locale, talent, category)} />
      <TalentProfile talent={talent} locale={locale} category={category} />
    </>
  );
}
