import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { screenMetadata } from '@/lib/seo';
import type { AppLocale } from '@/lib/i18n/routing';

export const generateMetadata = screenMetadata('/be-a-model', 'beAModel');

export default async function Page({ params }: PageProps<'/[locale]/be-a-model'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Scouting');
  return <PageTitle>{t('title')}</PageTitle>;
}
