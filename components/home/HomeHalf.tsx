import type { Slide } from '@/lib/agency/types';
import { Link } from '@/components/ui/Link';
import { Logo } from '@/components/layout/Logo';
import { HomeSlider, type HomeSliderLabels } from './HomeSlider';
import { SlideMedia } from './SlideMedia';
import { isPlayableSlide } from '@/lib/rules/slides';

/**
 * A half of the split home screen: its slides behind a logo link to the
 * models page. The link is named by what it shows ("Ravage Models") and
 * then where it goes, so a voice command with the visible words finds it.
 */
export function HomeHalf({
  slides,
  caption,
  destination,
  labels,
  tone,
}: {
  slides: Slide[];
  caption: string;
  /** Where the link goes, read after the visible words (sr-only). */
  destination: string;
  labels: HomeSliderLabels;
  tone: 'dark' | 'light';
}) {
  return (
    <section
      aria-label={caption}
      className={`relative isolate min-h-0 overflow-hidden ${tone === 'dark' ? 'bg-ink' : 'bg-stone'}`}
    >
      <HomeSlider
        labels={labels}
        slides={slides.map((slide, i) => ({
          key: slide.id,
          video: isPlayableSlide(slide),
          media: <SlideMedia slide={slide} alt="" preload={i === 0} videoTitle={labels.video} />,
        }))}
      >
        {/* Darker behind the logo: white on it keeps 3:1 (large text) on the palest photo. */}
        <div
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 z-10 bg-[radial-gradient(ellipse_at_center,rgb(0_0_0/0.5)_0%,rgb(0_0_0/0.3)_35%,rgb(0_0_0/0.08)_75%)]"
        />
        <Link
          href="/models"
          className="focus-inset absolute inset-0 z-20 flex flex-col items-center justify-center gap-3 text-paper"
        >
          <Logo className="text-3xl drop-shadow sm:text-4xl" spoken />{' '}
          {/* Small words need 4.5:1 on any photo: they sit on a chip of their own. */}
          <span className="bg-ink/75 px-2.5 py-1 text-xs tracking-[0.35em] uppercase">{caption}</span>
          <span className="sr-only">{`, ${destination}`}</span>
        </Link>
      </HomeSlider>
    </section>
  );
}
