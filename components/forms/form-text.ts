import type { Messages } from 'next-intl';

/**
 * The `Form` messages, translated by the server (lib/i18n/client-messages.ts)
 * and handed to the form components as props: the forms ship no message runtime.
 */
export type FormText = Messages['Form'];

/**
 * An error key (from the shared schemas or a 422 answer) in the visitor's
 * language; an unknown key reads as the generic "invalid" text rather than
 * leaking a raw key onto the page.
 */
export function formErrorText(text: FormText, key: string | undefined): string | undefined {
  if (!key) return undefined;
  return Object.hasOwn(text, key) ? text[key as keyof FormText] : text.invalid;
}
