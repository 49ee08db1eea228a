'use client';

import { useEffect } from 'react';
import { CHUNK_RELOAD_KEY, isChunkLoadError, mayReload } from '@/lib/browser/chunk-reload';

export function ChunkReload() {
  useEffect(() => {
    const onFailure = (reason: unknown) => {
      if (!isChunkLoadError(reason)) return;
      const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
      const now = Date.now();
      if (!mayReload(last, now)) return;
      sessionStorage.setItem(CHUNK_RELOAD_KEY, String(now));
      window.location.reload();
    };
    const onError = (event: ErrorEvent) => onFailure(event.error);
    const onRejection = (event: PromiseRejectionEvent) => onFailure(event.reason);
    window.addEventListener('error', onError);
    window.addEventListener('unhandledrejection', onRejection);
    return () => {
      window.removeEventListener('error', onError);
      window.removeEventListener('unhandledrejection', onRejection);
    };
  }, []);
  return null;
}
