import type { CategorySlug } from '@/lib/rules/categories';
import type { AppLocale } from '@/lib/i18n/routing';
import type { ProfileView } from '@/lib/server/roster';
import { profileJsonLd } from './profile-page';
import { JsonLd } from '@/components/seo/JsonLd';
import { TalentProfile } from '@/components/profile/TalentProfile';

/** A profile screen with its schema.org Person and breadcrumb, for both profile routes. */
export async function ProfilePage({ talent, locale, category }: { talent: ProfileView; locale: AppLocale; category: CategorySlug | null }) {
  return (
    <>
      <JsonLd data={await profileJsonLd(locale, talent, category)} />
      <TalentProfile talent={talent} locale={locale} category={category} />
    </>
  );
}
