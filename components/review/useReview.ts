'use client';

import { useSyncExternalStore } from 'react';
import { NO_REVIEW, reviewStore, type ReviewState } from '@/lib/browser/review';

const subscribe = (listener: () => void) => reviewStore().subscribe(listener);
const snapshot = () => reviewStore().getSnapshot();
const serverSnapshot = () => NO_REVIEW;

/** The page's review and its talents (lib/browser/review.ts). */
export function useReview(): ReviewState {
  return useSyncExternalStore(subscribe, snapshot, serverSnapshot);
}
