'use client';

import { useTranslations } from 'next-intl';
import { useCallback } from 'react';
import { useFormErrorText } from '@/components/forms/useFormErrorText';
import { SCOUTING_ERROR_PREFIX } from '@/lib/forms/scouting-schema';

/** An error key of the scouting schema (`Scouting.errors.*`) or a shared `Form` one, in the visitor's language. */
export function useScoutingErrorText() {
  const t = useTranslations('Scouting');
  const formErrorText = useFormErrorText();
  return useCallback(
    (key: string | undefined): string | undefined => {
      if (key?.startsWith(SCOUTING_ERROR_PREFIX)) {
        const own = `errors.${key.slice(SCOUTING_ERROR_PREFIX.length)}` as Parameters<typeof t>[0];
        if (t.has(own)) return t(own);
      }
      return formErrorText(key);
    },
    [t, formErrorText],
  );
}
