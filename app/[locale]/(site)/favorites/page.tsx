import { getTranslations, setRequestLocale } from 'next-intl/server';
import { FavoritesScreen } from '@/components/favorites/FavoritesScreen';
import { PageTitle } from '@/components/ui/PageTitle';
import { ClientMessages } from '@/components/i18n/ClientMessages';
import { screenMetadata } from '@/lib/seo';
import type { AppLocale } from '@/lib/i18n/routing';

export const generateMetadata = screenMetadata('/favorites', 'favorites');

export default async function Page({ params }: PageProps<'/[locale]/favorites'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Favorites');
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <ClientMessages namespaces={['Favorites', 'Form']}>
        <FavoritesScreen />
      </ClientMessages>
    </>
  );
}
