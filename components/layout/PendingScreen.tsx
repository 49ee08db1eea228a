'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { postLayout } from '@/components/news/post-layout';
import { selectionLayout } from '@/components/selection/selection-layout';
import { pageTitleLayout } from '@/components/ui/PageTitle';
import { noPendingScreen, pendingScreen, subscribePendingScreen } from '@/lib/browser/pending-screen';

/** A line of text not yet there, as tall as the text it stands for. */
export function Bone({ className = 'w-40' }: { className?: string }) {
  return (
    <span
      className={`inline-block h-[0.8em] max-w-full animate-pulse bg-mist align-middle motion-reduce:animate-none ${className}`}
    />
  );
}

/** A talent card not yet there: the cover's 2:3 frame, the name and two measures. */
export function CardBone() {
  return (
    <div>
      <div className="aspect-[2/3] animate-pulse bg-mist motion-reduce:animate-none" />
      <p className="mt-3 text-xs">
        <Bone className="w-24" />
      </p>
      <p className="mt-2 text-xs">
        <Bone className="w-16" />
      </p>
    </div>
  );
}

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

/**
 * The screen, or, while a news post or a shared selection is on its way,
 * that screen's skeleton in its place (lib/browser/pending-screen.ts). The
 * screen being left stays mounted, hidden, so nothing of it is lost if the
 * navigation does not happen. A searched list draws its own (PendingResults).
 */
export function PendingScreen({ children, label }: { children: ReactNode; label: string }) {
  const pending = useSyncExternalStore(subscribePendingScreen, pendingScreen, noPendingScreen);
  const screen = pending === 'post' || pending === 'selection' ? pending : null;
  return (
    <>
      <div hidden={screen !== null} className="contents">
        {children}
      </div>
      {screen ? (
        <div data-testid={`pending-${screen}`} aria-busy="true" className="flex flex-1 flex-col">
          <p role="status" className="sr-only">
            {label}
          </p>
          <div aria-hidden="true">{screen === 'post' ? <PostSkeleton /> : <SelectionSkeleton />}</div>
        </div>
      ) : null}
    </>
  );
}
