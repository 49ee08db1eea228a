import 'server-only';
import { getSocialMedia, type SocialMedia } from '@/lib/api';
import { cachedCall } from '@/lib/cache';

const socialMedia = cachedCall('social-media', () => getSocialMedia(), { tags: () => ['social-media'] });

/**
 * The agency's channels for the footer and the contact page. A back office
 * that cannot answer leaves the icons out rather than failing every page;
 * the failure is logged.
 */
export async function loadSocialMedia(): Promise<SocialMedia | null> {
  try {
    return await socialMedia();
  } catch (error) {
    console.error('social media unavailable', error);
    return null;
  }
}
