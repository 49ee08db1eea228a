import type { useTranslations } from 'next-intl';
import { formErrorText, hasOwnMessage, type FormT } from '@/components/forms/form-text';
import { SCOUTING_ERROR_PREFIX } from '@/lib/forms/scouting-fields';

/** `useTranslations('Scouting')`: the application form's words. */
export type ScoutingT = ReturnType<typeof useTranslations<'Scouting'>>;
type ScoutingErrorsT = ReturnType<typeof useTranslations<'Scouting.errors'>>;

/** An error key of the scouting schema (`Scouting.errors.*`) or a shared `Form` one, in the visitor's language. */
export function scoutingErrorText(t: ScoutingErrorsT, formT: FormT, key: string | undefined): string | undefined {
  if (key?.startsWith(SCOUTING_ERROR_PREFIX)) {
    const own = key.slice(SCOUTING_ERROR_PREFIX.length);
    if (hasOwnMessage(t, own)) return t(own as never);
  }
  return formErrorText(formT, key);
}
