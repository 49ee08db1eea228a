import { getTranslations } from 'next-intl/server';
import { ProfileSkeleton } from '@/components/profile/ProfileSkeleton';

export default async function Loading() {
  const t = await getTranslations('Status');
  return <ProfileSkeleton label={t('loading')} />;
}
