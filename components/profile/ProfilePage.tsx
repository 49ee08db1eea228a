import type { Talent } from '@/lib/api';
import type { CategorySlug } from '@/lib/categories';
import type { AppLocale } from '@/lib/i18n/routing';
import { profileJsonLd } from '@/lib/profile-page';
import { TalentProfile } from './TalentProfile';

/** A profile screen with its schema.org Person, for both profile routes. */
export function ProfilePage({ talent, locale, category }: { talent: Talent; locale: AppLocale; category: CategorySlug | null }) {
  return (
    <>
      <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: profileJsonLd(locale, talent) }} />
      <TalentProfile talent={talent} locale={locale} category={category} />
    </>
  );
}
