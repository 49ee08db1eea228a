'use client';

import { useSyncExternalStore } from 'react';
import { NO_BRIEF, reviewBrief, type Brief } from '@/lib/browser/review-brief';

/** The budget request's brief as the client types it (lib/browser/review-brief.ts). */
export function useReviewBrief(): Brief {
  return useSyncExternalStore(reviewBrief.subscribe, reviewBrief.getSnapshot, () => NO_BRIEF);
}
