'use client';

import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { whenIdle } from '@/lib/browser/idle';
import { slideEmbedUrl } from '@/lib/rules/slides';
import { HomeVideoContext } from './home-video';

const PLAYER_ORIGIN = 'https://www.youtube-nocookie.com';

/** True once the page has loaded and the browser is then idle: the player never competes with the first paint or tap. */
function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let cancel = () => {};
    const idle = () => {
      cancel = whenIdle(() => setReady(true), { timeoutMs: 3000, fallbackMs: 1000 });
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      window.removeEventListener('load', idle);
      cancel();
    };
  }, []);
  return ready;
}

/**
 * A home slide's YouTube video: its poster (`children`, drawn by the server)
 * and, once the slide shows and the page is idle, the muted looping player
 * over it. Nothing plays by itself when the half stands still (reduced
 * motion or the visitor's pause): HomeSlider then offers a play button,
 * which starts it here. YouTube's code is never part of the page's load
 * (docs/decisions/0028-third-party-code-on-demand.md).
 */
export function SlideVideo({
  slideKey,
  videoId,
  title,
  children,
}: {
  slideKey: number;
  videoId: string;
  title: string;
  children: ReactNode;
}) {
  const { activeKey, moving, started } = useContext(HomeVideoContext);
  const afterLoad = useAfterLoad();
  const tapped = started.has(slideKey);
  const wanted = activeKey === slideKey && (tapped || (moving && afterLoad));
  // Once shown it stays while the half moves (a fade back to it would load the player again);
  // a pause removes it, and the poster stands still.
  const [shown, setShown] = useState(false);
  const [playing, setPlaying] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);
  if (wanted && !shown) setShown(true);
  if (shown && !wanted && !moving && !tapped) {
    setShown(false);
    setPlaying(false);
  }

  // The player stays invisible until it answers (its iframe API's messages: ready, then
  // playing): while it loads, and whenever YouTube cannot be reached, the poster shows,
  // not a black box or the browser's error page.
  useEffect(() => {
    if (!shown) return;
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== PLAYER_ORIGIN || event.source !== frame.current?.contentWindow) return;
      try {
        const data = JSON.parse(String(event.data)) as { event?: string };
        if (typeof data.event === 'string') setPlaying(true);
      } catch {
        // Not the player's JSON.
      }
    };
    window.addEventListener('message', onMessage);
    return () => window.removeEventListener('message', onMessage);
  }, [shown]);

  return (
    <>
      {children}
      {shown ? (
        <div className="[container-type:size] absolute inset-0 overflow-hidden" data-slide-video={videoId}>
          <iframe
            ref={frame}
            src={`${slideEmbedUrl(videoId)}&enablejsapi=1&origin=${encodeURIComponent(window.location.origin)}`}
            title={title}
            allow="autoplay; encrypted-media; picture-in-picture"
            referrerPolicy="strict-origin-when-cross-origin"
            // Decoration under the half's link: no focus, no pointer, not read out.
            tabIndex={-1}
            aria-hidden="true"
            // Asks the player to report its state (YouTube's iframe API, without its script).
            onLoad={(event) =>
              event.currentTarget.contentWindow?.postMessage(
                JSON.stringify({ event: 'listening', id: videoId, channel: 'widget' }),
                PLAYER_ORIGIN,
              )
            }
            data-playing={playing ? 'true' : undefined}
            className={`pointer-events-none absolute top-1/2 left-1/2 h-[max(100cqh,56.25cqw)] w-[max(100cqw,177.78cqh)] -translate-x-1/2 -translate-y-1/2 border-0 transition-opacity duration-700 motion-reduce:transition-none ${playing ? 'opacity-100' : 'opacity-0'}`}
          />
        </div>
      ) : null}
    </>
  );
}

/**
 * A home slide's own video file (the contract's first meaning of a video
 * slide: mp4 in `url`), drawn by the server without autoplay: it plays
 * while its slide shows and the half moves, or after the visitor's tap.
 */
export function SlideFileVideo({ slideKey, children }: { slideKey: number; children: ReactNode }) {
  const { activeKey, moving, started } = useContext(HomeVideoContext);
  const box = useRef<HTMLDivElement>(null);
  const wanted = activeKey === slideKey && (moving || started.has(slideKey));
  useEffect(() => {
    const video = box.current?.querySelector('video');
    if (!video) return;
    if (wanted) video.play().catch(() => {});
    else video.pause();
  }, [wanted]);
  return (
    <div ref={box} className="contents">
      {children}
    </div>
  );
}
