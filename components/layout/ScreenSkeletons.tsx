import { postLayout } from '@/components/news/post-layout';
import { selectionLayout } from '@/components/selection/selection-layout';
import { pageTitleLayout } from '@/components/ui/PageTitle';
import type { PendingScreenKind } from '@/lib/browser/pending-screen';
import { Bone, CardBone } from './bones';

function PostSkeleton() {
  return (
    <div className={postLayout.article}>
      <div className={postLayout.backRow}>
        <span className={postLayout.backLink}>
          <Bone className="w-32" />
        </span>
      </div>
      <div className={postLayout.header}>
        <p className={postLayout.date}>
          <Bone className="w-28" />
        </p>
        <p className={postLayout.title}>
          <Bone className="w-4/5" />
          {/* A title takes two lines on a phone, one on a wider screen. */}
          <span className="block sm:hidden">
            <Bone className="w-3/5" />
          </span>
        </p>
      </div>
      <div data-pending-part="image" className={`${postLayout.image} animate-pulse motion-reduce:animate-none`} />
      <div className={postLayout.text}>
        {['w-full', 'w-full', 'w-11/12', 'w-3/5'].map((width, index) => (
          <p key={index}>
            <Bone className={width} />
          </p>
        ))}
      </div>
    </div>
  );
}

function SelectionSkeleton() {
  return (
    <>
      <div className={pageTitleLayout.header}>
        <p className={pageTitleLayout.eyebrow}>
          <Bone className="w-32" />
        </p>
        <p className={pageTitleLayout.title}>
          <Bone className="w-64" />
        </p>
      </div>
      <div className={selectionLayout.unitRow}>
        <span className="inline-block h-11 w-28 animate-pulse bg-mist motion-reduce:animate-none" />
      </div>
      <div className={selectionLayout.screen}>
        <div className={selectionLayout.countRow}>
          <p className="text-xs">
            <Bone className="w-24" />
          </p>
        </div>
        {/* The review's filter row (components/review/ReviewBoard). */}
        <div className={selectionLayout.reviewRow} />
        <div className={selectionLayout.grid}>
          {Array.from({ length: 4 }, (_, index) => (
            <CardBone key={index} />
          ))}
        </div>
      </div>
    </>
  );
}

/** The skeleton of a news post or a shared selection, drawn with that screen's own layout classes. */
export function ScreenSkeleton({ kind }: { kind: Exclude<PendingScreenKind, 'list'> }) {
  return kind === 'post' ? <PostSkeleton /> : <SelectionSkeleton />;
}
