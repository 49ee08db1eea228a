import { describe, expect, it } from 'vitest';
import { EYE_COLOURS, findColour, translateEyes, translateHair } from '@/lib/rules/colours';

// What each colour is called is the table's business; the page shows it
// translated (tests/e2e/roster.spec.ts). Here: what happens to names that do
// not match the table exactly.
describe('colour names from the agency API', () => {
  it('match ignoring case and surrounding spaces, and by their English value', () => {
    expect(translateHair(' loiro ', 'en')).toBe(translateHair('Loiro', 'en'));
    expect(translateHair('dark blonde', 'pt')).toBe('Loiro Escuro');
  });

  it('are returned as they are when outside the list', () => {
    expect(translateHair('Azul Elétrico', 'en')).toBe('Azul Elétrico');
    expect(translateHair('', 'es')).toBe('');
  });

  it('of hair only are unknown for eyes', () => {
    expect(findColour(EYE_COLOURS, 'Ruivo')).toBeNull();
    expect(translateEyes('Ruivo', 'en')).toBe('Ruivo');
  });
});
