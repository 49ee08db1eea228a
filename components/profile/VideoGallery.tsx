'use client';

import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import type { GalleryVideo } from '@/lib/agency/types';
import { videoEmbedUrl, videoPageUrl, videoPosterUrl } from '@/lib/rules/video';

/**
 * The talent's videos: a poster with a play button each; the YouTube or
 * Vimeo player loads only when the visitor asks for it. Without script the
 * button could not load it: the poster is then a link to the video's page
 * at its provider (`noscript:`, as the print button's zip link).
 */
export type VideoLabels = { video: string };

export function VideoGallery({ videos, title, labels }: { videos: GalleryVideo[]; title: string; labels: VideoLabels }) {
  const t = useTranslations('Profile');
  const casting = useTranslations('Casting');
  const [playing, setPlaying] = useState<string | null>(null);
  const player = useRef<HTMLIFrameElement>(null);
  // The play button is gone once pressed: focus goes to the player that took its place.
  useEffect(() => {
    if (playing) player.current?.focus();
  }, [playing]);
  return (
    <section className="mt-16">
      <h2 className="mb-5 text-xs tracking-[0.25em] uppercase">{labels.video}</h2>
      <ul className="grid gap-6 md:grid-cols-2">
        {videos.map((video, i) => {
          const key = `${video.provider}:${video.file}`;
          // A video the back office names (a slate, a runway…) says so: clients look for the slate first.
          const kind = video.kind ? casting('videoKind', { kind: video.kind }) : null;
          const play = kind ? `${t('playVideo', { index: i + 1 })}: ${kind}` : t('playVideo', { index: i + 1 });
          const poster = { backgroundImage: `url(${videoPosterUrl(video)})` };
          return (
            <li key={key} className="relative aspect-video bg-ink">
              {kind ? (
                <span className="pointer-events-none absolute top-3 left-3 z-10 bg-paper px-2 py-1 text-[11px] tracking-[0.2em] text-ink uppercase">
                  {kind}
                </span>
              ) : null}
              {playing === key ? (
                <iframe
                  ref={player}
                  src={videoEmbedUrl(video)}
                  title={`${title} — ${kind ?? labels.video} ${i + 1}`}
                  allow="autoplay; fullscreen; picture-in-picture; encrypted-media"
                  allowFullScreen
                  className="absolute inset-0 h-full w-full"
                />
              ) : (
                <>
                  <a
                    href={videoPageUrl(video)}
                    aria-label={`${play} (${PROVIDER_NAMES[video.provider]})`}
                    className={`hidden noscript:flex ${posterClass}`}
                    style={poster}
                  >
                    <PlayMark />
                  </a>
                  <button
                    type="button"
                    onClick={() => setPlaying(key)}
                    aria-label={play}
                    className={`flex noscript:hidden ${posterClass}`}
                    style={poster}
                  >
                    <PlayMark />
                  </button>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

const PROVIDER_NAMES = { youtube: 'YouTube', vimeo: 'Vimeo' } as const;

const posterClass = 'group absolute inset-0 items-center justify-center bg-cover bg-center';

function PlayMark() {
  return (
    <span className="flex h-16 w-16 items-center justify-center rounded-full bg-paper/90 text-ink transition-transform group-hover:scale-105">
      <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
        <path d="M8 5v14l11-7z" fill="currentColor" />
      </svg>
    </span>
  );
}
