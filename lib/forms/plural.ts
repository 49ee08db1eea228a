/**
 * Plural messages (`{count, plural, =0 {…} one {# …} other {# …}}`) chosen
 * in the browser with the platform's Intl.PluralRules, so that the form
 * screens ship no ICU message runtime (see lib/i18n/client-messages.ts).
 * Only that shape is understood, as ICU reads it: an exact `=n` form first,
 * then the locale's category, then `other`; `#` is the count in the locale's
 * digits. Anything else (nested arguments, offset, quoting) is refused with
 * an error rather than shown wrong; a unit test holds every plural message
 * the browser formats to this shape.
 */
export type PluralForms = { readonly other: string } & Readonly<Record<string, string>>;

const OPTION = /\s*(=\d+|zero|one|two|few|many|other)\s*\{([^{}']*)\}\s*/y;

export function pluralForms(message: string): PluralForms {
  const match = /^\{\s*\w+\s*,\s*plural\s*,([^]*)\}$/.exec(message.trim());
  if (!match) throw new Error(`Not a plural message: ${message}`);
  const body = match[1] ?? '';
  const forms: Record<string, string> = {};
  for (let index = 0; index < body.length; index = OPTION.lastIndex) {
    OPTION.lastIndex = index;
    const option = OPTION.exec(body);
    if (!option) throw new Error(`Unsupported plural message: ${message}`);
    forms[option[1] as string] = option[2] as string;
  }
  const other = forms.other;
  if (other === undefined) throw new Error(`Plural message without "other": ${message}`);
  return { ...forms, other };
}

/** The plural message's text for `count` in `locale`. */
export function pluralText(message: string, count: number, locale: string): string {
  const forms = pluralForms(message);
  const form = forms[`=${count}`] ?? forms[new Intl.PluralRules(locale).select(count)] ?? forms.other;
  return form.replace(/#/g, new Intl.NumberFormat(locale).format(count));
}
