/**
 * Typing help for a dd/MM/yyyy field on phones: only digits are kept and the
 * slashes appear by themselves ("0503" → "05/03", "05032001" → "05/03/2001").
 */
export function maskDateInput(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 8);
  const parts = [digits.slice(0, 2), digits.slice(2, 4), digits.slice(4, 8)].filter((part) => part !== '');
  return parts.join('/');
}
