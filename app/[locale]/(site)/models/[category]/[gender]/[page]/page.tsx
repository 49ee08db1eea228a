import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PageTitle } from '@/components/ui/PageTitle';
import { parseListSegments } from '@/lib/i18n/list-rewrite';
import type { AppLocale } from '@/lib/i18n/routing';

export default async function ModelsPage({ params }: PageProps<'/[locale]/models/[category]/[gender]/[page]'>) {
  const { locale, category, gender, page } = await params;
  setRequestLocale(locale as AppLocale);
  const filter = parseListSegments(category, gender, page);
  if (!filter) notFound();
  const t = await getTranslations('Models');
  return <PageTitle>{t('title')}</PageTitle>;
}
