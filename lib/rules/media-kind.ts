/** Whether a media URL is a video file the browser can play itself (mp4, webm, mov). */
export function isVideoFile(url: string | null | undefined): boolean {
  if (!url) return false;
  try {
    return /\.(mp4|webm|mov|m4v)$/i.test(new URL(url, 'http://x').pathname);
  } catch {
    return false;
  }
}
