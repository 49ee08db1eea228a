/**
 * Fills `{name}`-style placeholders of a message that the server translated
 * and handed to a client component as is (t.raw). Client components use this
 * instead of shipping the ICU message runtime to every page; messages that
 * need plural or select rules are resolved on the server.
 */
export function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (whole, key: string) => (key in values ? String(values[key]) : whole));
}
