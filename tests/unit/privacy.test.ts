import { describe, expect, it } from 'vitest';
import { createTranslator } from 'next-intl';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';
import { socialFeedHost, thirdPartiesText } from '@/lib/rules/third-parties';
import { slideEmbedUrl, slidePosterUrl } from '@/lib/rules/slides';
import { videoEmbedUrl, videoPosterUrl } from '@/lib/rules/video';

const languages = { pt, en, es } as const;

/** The privacy page's third-party section in one language, as the page writes it. */
function section(lang: keyof typeof languages, feedHost: string | null) {
  const t = createTranslator({ locale: lang, messages: languages[lang], namespace: 'Privacy.sections' });
  return thirdPartiesText({
    list: t('thirdParties.body'),
    feed: feedHost ? t('thirdParties.feed', { host: feedHost }) : null,
    links: t('thirdParties.links'),
  });
}

/** Every host the site's own code makes a browser load from, for the videos. */
const videoHosts = [
  videoEmbedUrl({ provider: 'youtube', file: 'x' }),
  videoEmbedUrl({ provider: 'vimeo', file: '1' }),
  videoPosterUrl({ provider: 'youtube', file: 'x' }),
  videoPosterUrl({ provider: 'vimeo', file: '1' }),
  slideEmbedUrl('abcdefg'),
  slidePosterUrl('abcdefg'),
].map((url) => new URL(url).hostname.replace(/^www\./, ''));

describe('the privacy page names every third party a visit can reach', () => {
  it.each(Object.keys(languages) as (keyof typeof languages)[])('%s', (lang) => {
    const text = section(lang, null);
    for (const name of ['YouTube (Google)', 'Vimeo', 'Google Maps']) expect(text, name).toContain(name);
    // The hosts the code loads from, so a new one cannot go unnamed.
    expect(videoHosts).toEqual(
      expect.arrayContaining(['youtube-nocookie.com', 'player.vimeo.com', 'i.ytimg.com', 'vumbnail.com']),
    );
    for (const host of videoHosts) expect(text, host).toContain(host);
    // When each loads: the home's player by itself, the players on a press, the map on a press.
    const items = text.split('\n').filter((line) => line.startsWith('- '));
    expect(items).toHaveLength(3);
    expect(items[0]).toMatch(/youtube-nocookie\.com/);
    expect(items[2]).toMatch(/Google Maps/);
    // The cookie section points to this one rather than naming the map alone.
    const t = createTranslator({ locale: lang, messages: languages[lang], namespace: 'Privacy.sections' });
    expect(t('browser.body')).toContain(t('thirdParties.title'));
    expect(t('browser.body')).not.toMatch(/Google/);
  });

  it.each(Object.keys(languages) as (keyof typeof languages)[])(
    '%s: the social feed, with the host it loads from, only where one is configured',
    (lang) => {
      expect(section(lang, null)).not.toMatch(/widget/);
      const text = section(lang, 'cdn.feed.example');
      const items = text.split('\n').filter((line) => line.startsWith('- '));
      expect(items).toHaveLength(4);
      expect(items[3]).toContain('Instagram');
      expect(items[3]).toContain('cdn.feed.example');
      // The note on links stays a paragraph after the list.
      expect(text.split('\n\n')).toHaveLength(2);
    },
  );
});

describe('socialFeedHost', () => {
  it('is the host of a configured feed script, and nothing when none is or it is no third party', () => {
    expect(socialFeedHost('https://cdn.lightwidget.com/widgets/lightwidget.js')).toBe('cdn.lightwidget.com');
    expect(socialFeedHost('https://feed.example:8443/w.js')).toBe('feed.example:8443');
    expect(socialFeedHost(undefined)).toBeNull();
    expect(socialFeedHost('')).toBeNull();
    expect(socialFeedHost('/feed.js')).toBeNull();
    expect(socialFeedHost('javascript:alert(1)')).toBeNull();
  });
});
