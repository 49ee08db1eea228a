/**
 * Text the site and the embedded agency API must both refuse (lib/rules/text.ts),
 * and text both must accept: one list for the two sides' tests.
 */
export const REFUSED_TEXT: readonly { text: string; problem: 'control' | 'invisible'; why: string }[] = [
  { text: 'Te\u0000ste', problem: 'control', why: 'a NUL' },
  { text: '\u202e\u200b\u0007\u001b[31m', problem: 'control', why: 'a bidi override, a bell and a terminal escape' },
  { text: 'Ana\u001b[2JSouza', problem: 'control', why: 'a terminal escape that clears the screen' },
  { text: 'Ana \u0085Souza', problem: 'control', why: 'a C1 control (NEL)' },
  { text: 'Ana\u007fSouza', problem: 'control', why: 'DEL' },
  { text: 'gnp\u202e.exe', problem: 'control', why: 'a right-to-left override' },
  { text: 'Ana \u2066Souza\u2069', problem: 'control', why: 'a bidi isolate' },
  { text: 'Ana\tSouza', problem: 'control', why: 'a tab in a one-line field' },
  { text: '\u200b', problem: 'invisible', why: 'only a zero-width space' },
  { text: '\u200b\u200c\u200d\u2060\ufeff', problem: 'invisible', why: 'only format characters' },
  { text: '\u3164\u115f', problem: 'invisible', why: 'only Hangul fillers' },
  { text: '\u00a0\u2003\u200b', problem: 'invisible', why: 'white space and a zero-width space' },
];

/** Names from the real world that neither side may refuse. */
export const ACCEPTED_TEXT: readonly string[] = [
  'Ana Souza',
  'João da Silva-Conceição',
  "D'Ávila Müller",
  'محمد علي',
  'שרה לוי',
  '李小龍',
  'Zoë 👩🏽‍🦱',
  'Nguyễn Thị Minh Khai',
];

/** A multi-line field keeps its line breaks and tabs, and refuses the rest. */
export const MULTILINE_ACCEPTED = 'Olá,\r\n\tgostaria de um orçamento.\nObrigada';
