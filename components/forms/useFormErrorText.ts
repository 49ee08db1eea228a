'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';

/**
 * Turns an error key (from the shared schemas or a 422 answer) into the
 * visitor's language; an unknown key reads as the generic "invalid" text
 * rather than leaking a raw key onto the page.
 */
export function useFormErrorText() {
  const t = useTranslations('Form');
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (!key) return undefined;
      const known = key as Parameters<typeof t>[0];
      return t.has(known) ? t(known) : t('invalid');
    },
    [t],
  );
}
