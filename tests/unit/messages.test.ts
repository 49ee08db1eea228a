import { describe, expect, it } from 'vitest';
import pt from '@/messages/pt.json';
import en from '@/messages/en.json';
import es from '@/messages/es.json';

type Tree = { [key: string]: string | Tree };

function keys(tree: Tree, prefix = ''): string[] {
  return Object.entries(tree).flatMap(([k, v]) => (typeof v === 'string' ? [prefix + k] : keys(v, `${prefix}${k}.`)));
}

function values(tree: Tree): string[] {
  return Object.values(tree).flatMap((v) => (typeof v === 'string' ? [v] : values(v)));
}

describe('messages', () => {
  it('have the same keys in pt, en and es', () => {
    const ptKeys = keys(pt).sort();
    expect(keys(en).sort()).toEqual(ptKeys);
    expect(keys(es).sort()).toEqual(ptKeys);
  });
  it('have no empty string', () => {
    for (const m of [pt, en, es]) expect(values(m).filter((v) => v.trim() === '')).toEqual([]);
  });
  it('carry the form states of the spec', () => {
    expect([pt.Form.send, pt.Form.sending, pt.Form.sent]).toEqual(['Enviar', 'Enviando', 'Enviado']);
    expect([en.Form.send, en.Form.sending, en.Form.sent]).toEqual(['Send', 'Sending', 'Sent']);
    expect(en.Errors.notFound).toBe('This page could not be found.');
    expect(en.Errors.errorPageFailed).toBe('An error occurred while showing the error page');
  });
});
