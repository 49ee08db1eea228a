import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { screenMetadata } from '@/lib/seo';
import type { AppLocale } from '@/lib/i18n/routing';

export const generateMetadata = screenMetadata('/privacy', 'privacy');

export default async function Page({ params }: PageProps<'/[locale]/privacy'>) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const t = await getTranslations('Privacy');
  return <PageTitle>{t('title')}</PageTitle>;
}
