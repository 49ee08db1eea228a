import type { useTranslations } from 'next-intl';

/** `useTranslations('Form')`: the words every form shares. */
export type FormT = ReturnType<typeof useTranslations<'Form'>>;

/** Whether `key` names a message of `t`'s namespace itself (not a nested path, not an Object property such as `constructor`). */
export function hasOwnMessage(t: { has: (key: never) => boolean }, key: string): boolean {
  return /^\w+$/.test(key) && !(key in Object.prototype) && t.has(key as never);
}

/**
 * An error key (from the shared schemas or a 422 answer) in the visitor's
 * language; an unknown key reads as the generic "invalid" text rather than
 * leaking a raw key onto the page.
 */
export function formErrorText(t: FormT, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return hasOwnMessage(t, key) ? t(key as never) : t('invalid');
}
