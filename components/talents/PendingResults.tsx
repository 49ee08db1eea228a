'use client';

import { useSyncExternalStore, type ReactNode } from 'react';
import { CardBone } from '@/components/layout/bones';
import { noPendingScreen, pendingScreen, subscribePendingScreen } from '@/lib/browser/pending-screen';
import { gridClass } from './RosterGrid';

/**
 * A models list's results. While a search is on its way (lib/browser/pending-screen.ts)
 * they are covered by cards of the grid's own shape and marked busy, and the
 * wait is announced; the title, the form and the focus in it stay as they are.
 */
export function PendingResults({ children, label }: { children: ReactNode; label: string }) {
  const busy = useSyncExternalStore(subscribePendingScreen, pendingScreen, noPendingScreen) === 'list';
  return (
    <div className="relative" aria-busy={busy}>
      <p role="status" className="sr-only">
        {busy ? label : ''}
      </p>
      {children}
      {busy ? (
        <div data-testid="pending-list" aria-hidden="true" className="absolute inset-0 z-10 overflow-hidden bg-paper">
          <div className={gridClass}>
            {Array.from({ length: 8 }, (_, index) => (
              <CardBone key={index} />
            ))}
          </div>
        </div>
      ) : null}
    </div>
  );
}
