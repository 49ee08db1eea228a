/** Player and poster URLs of a gallery video (YouTube without cookies, Vimeo). */
export type VideoRef = { provider: 'youtube' | 'vimeo'; file: string };

const safeId = (id: string) => encodeURIComponent(id.trim());

export function videoEmbedUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube-nocookie.com/embed/${safeId(video.file)}?autoplay=1&rel=0`
    : `https://player.vimeo.com/video/${safeId(video.file)}?autoplay=1&dnt=1`;
}

export function videoPosterUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://i.ytimg.com/vi/${safeId(video.file)}/hqdefault.jpg`
    : `https://vumbnail.com/${safeId(video.file)}.jpg`;
}

/**
 * The video's own page at its provider: where the poster leads when no
 * script can load the player in place (a browser without JavaScript).
 */
export function videoPageUrl(video: VideoRef): string {
  return video.provider === 'youtube'
    ? `https://www.youtube.com/watch?v=${safeId(video.file)}`
    : `https://vimeo.com/${safeId(video.file)}`;
}

/** An Instagram handle or URL as a profile URL. */
export function instagramUrl(value: string | null | undefined): string | null {
  const v = value?.trim();
  if (!v) return null;
  if (/^https?:\/\//i.test(v)) {
    try {
      const url = new URL(v);
      return /(^|\.)instagram\.com$/i.test(url.hostname) ? url.toString() : null;
    } catch {
      return null;
    }
  }
  const handle = v.replace(/^@/, '');
  return /^[A-Za-z0-9._]{1,30}$/.test(handle) ? `https://www.instagram.com/${handle}/` : null;
}
