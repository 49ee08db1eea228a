import { ProfileSkeleton } from '@/components/profile/ProfileSkeleton';

export default function Loading() {
  return <ProfileSkeleton />;
}
