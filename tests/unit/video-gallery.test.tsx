import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { NextIntlClientProvider } from 'next-intl';
import pt from '@/messages/pt.json';
import { VideoGallery } from '@/components/profile/VideoGallery';
import { videoPageUrl } from '@/lib/rules/video';

const videos = [
  { provider: 'youtube', file: 'aqz-KE-bpKQ', kind: 'slate' },
  { provider: 'vimeo', file: '76979871', kind: null },
] as Parameters<typeof VideoGallery>[0]['videos'];

function renderGallery() {
  return render(
    <NextIntlClientProvider locale="pt" messages={pt}>
      <VideoGallery videos={videos} title="Ana Souza" labels={{ video: 'Vídeo' }} />
    </NextIntlClientProvider>,
  );
}

describe('videoPageUrl', () => {
  it("is the video's own page at its provider, its id escaped", () => {
    expect(videoPageUrl({ provider: 'youtube', file: 'aqz-KE-bpKQ' })).toBe('https://www.youtube.com/watch?v=aqz-KE-bpKQ');
    expect(videoPageUrl({ provider: 'vimeo', file: ' 76979871 ' })).toBe('https://vimeo.com/76979871');
    expect(videoPageUrl({ provider: 'youtube', file: 'a&b=c' })).toBe('https://www.youtube.com/watch?v=a%26b%3Dc');
  });
});

describe('VideoGallery', () => {
  it('draws each poster twice: a play button for script, a link to the video for a browser without it', () => {
    renderGallery();
    const links = screen.getAllByRole('link');
    expect(links.map((a) => a.getAttribute('href'))).toEqual([
      'https://www.youtube.com/watch?v=aqz-KE-bpKQ',
      'https://vimeo.com/76979871',
    ]);
    expect(links.map((a) => a.getAttribute('aria-label'))).toEqual([
      'Reproduzir vídeo 1: Slate (YouTube)',
      'Reproduzir vídeo 2 (Vimeo)',
    ]);
    // Which one shows is CSS's (the `scripting` media feature): never both.
    for (const link of links) expect(link).toHaveClass('hidden', 'noscript:flex');
    const buttons = screen.getAllByRole('button');
    expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(['Reproduzir vídeo 1: Slate', 'Reproduzir vídeo 2']);
    for (const button of buttons) expect(button).toHaveClass('flex', 'noscript:hidden');
  });

  it('a press loads the player in place of that poster, link and button both', async () => {
    const user = userEvent.setup();
    const { container } = renderGallery();
    await user.click(screen.getByRole('button', { name: 'Reproduzir vídeo 2' }));
    expect(container.querySelector('iframe')).toHaveAttribute('src', expect.stringContaining('player.vimeo.com/video/76979871'));
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });
});
