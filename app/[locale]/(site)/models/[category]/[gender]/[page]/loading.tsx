import { getTranslations } from 'next-intl/server';
import { RosterSkeleton } from '@/components/talents/RosterSkeleton';

export default async function Loading() {
  const t = await getTranslations('Status');
  return <RosterSkeleton label={t('loading')} />;
}
