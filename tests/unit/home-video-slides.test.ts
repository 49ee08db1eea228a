import { describe, expect, it } from 'vitest';
import { isPlayableSlide, slideEmbedUrl, slidePosterUrl, slideYouTubeId } from '@/lib/rules/slides';

const slide = (
  over: Partial<{ type: string; video_id: string | null; url: { mobile: string | null; desktop: string | null } }>,
) => ({
  type: 'video',
  video_id: null,
  url: { mobile: null, desktop: null },
  ...over,
});

describe('home video slides (contract Slide: mp4 files, or a YouTube id with posters)', () => {
  it('reads a YouTube id only on a video slide, and only a plausible one', () => {
    expect(slideYouTubeId(slide({ video_id: 'aqz-KE-bpKQ' }))).toBe('aqz-KE-bpKQ');
    expect(slideYouTubeId(slide({ video_id: ' aqz-KE-bpKQ ' }))).toBe('aqz-KE-bpKQ');
    expect(slideYouTubeId(slide({ type: 'image', video_id: 'aqz-KE-bpKQ' }))).toBeNull();
    expect(slideYouTubeId(slide({ video_id: '"><script>' }))).toBeNull();
    expect(slideYouTubeId(slide({ video_id: '' }))).toBeNull();
  });

  it('embeds it muted, inline, looping and without cookies', () => {
    const url = new URL(slideEmbedUrl('aqz-KE-bpKQ'));
    expect(url.origin).toBe('https://www.youtube-nocookie.com');
    expect(url.pathname).toBe('/embed/aqz-KE-bpKQ');
    for (const [key, value] of Object.entries({
      autoplay: '1',
      mute: '1',
      playsinline: '1',
      loop: '1',
      playlist: 'aqz-KE-bpKQ',
      controls: '0',
    })) {
      expect(url.searchParams.get(key), key).toBe(value);
    }
    expect(slidePosterUrl('aqz-KE-bpKQ')).toBe('https://i.ytimg.com/vi/aqz-KE-bpKQ/hqdefault.jpg');
  });

  it('plays a YouTube slide with or without posters, and a slide of video files', () => {
    expect(isPlayableSlide(slide({ video_id: 'aqz-KE-bpKQ', url: { mobile: 'https://m/p.jpg', desktop: null } }))).toBe(true);
    expect(isPlayableSlide(slide({ video_id: 'aqz-KE-bpKQ' }))).toBe(true);
    expect(isPlayableSlide(slide({ url: { mobile: 'https://m/a.mp4', desktop: 'https://m/b.mp4' } }))).toBe(true);
    expect(isPlayableSlide(slide({ url: { mobile: 'https://m/a.jpg', desktop: 'https://m/b.jpg' } }))).toBe(false);
    expect(isPlayableSlide(slide({ type: 'image', url: { mobile: 'https://m/a.jpg', desktop: null } }))).toBe(false);
  });
});
