import type { Messages } from 'next-intl';
import { formErrorText, type FormText } from '@/components/forms/form-text';
import { SCOUTING_ERROR_PREFIX } from '@/lib/forms/scouting-fields';

/**
 * The `Scouting` messages as the server hands them to the application form
 * (lib/i18n/client-messages.ts): plain ones translated, `{index}`
 * templates and the privacy sentence's `<link>` kept for the browser.
 */
export type ScoutingText = Messages['Scouting'];

/** An error key of the scouting schema (`Scouting.errors.*`) or a shared `Form` one, in the visitor's language. */
export function scoutingErrorText(text: ScoutingText, formText: FormText, key: string | undefined): string | undefined {
  if (key?.startsWith(SCOUTING_ERROR_PREFIX)) {
    const own = key.slice(SCOUTING_ERROR_PREFIX.length);
    if (Object.hasOwn(text.errors, own)) return text.errors[own as keyof ScoutingText['errors']];
  }
  return formErrorText(formText, key);
}

/**
 * A message with one `<link>…</link>` part (next-intl's rich text) split
 * into the text before, inside and after the tags; null without them.
 */
export function linkParts(message: string): [before: string, inside: string, after: string] | null {
  const match = /^([^]*)<link>([^]*)<\/link>([^]*)$/.exec(message);
  return match ? [match[1] ?? '', match[2] ?? '', match[3] ?? ''] : null;
}
