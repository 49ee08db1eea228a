import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { screenMetadata } from '@/lib/seo';
import type { AppLocale } from '@/lib/i18n/routing';

export const generateMetadata = screenMetadata('/about', 'about');

export default async function AboutPage({ params }: PageProps<'/[locale]/about'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('About');
  return <PageTitle>{t('title')}</PageTitle>;
}
