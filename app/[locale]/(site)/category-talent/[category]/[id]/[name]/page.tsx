import { ProfileRoute, profilePageMetadata } from '@/app/[locale]/(site)/_profile/ProfilePage';

// Segment options stay literal in each route file (Next reads them statically).
export const revalidate = 300;

// Profiles are rendered on first visit and then served from the cache.
export function generateStaticParams() {
  return [];
}

export const generateMetadata = profilePageMetadata;

export default ProfileRoute;
