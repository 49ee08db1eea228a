import { describe, expect, it } from 'vitest';
import { budgetSchema, contactSchema, favoritesText, formDataOf, issuesToFieldErrors } from '@/lib/forms/schemas';

const contact = { name: 'Ana Souza', email: 'ana@example.com', phone: '+55 61 99999-0000', message: 'Olá' };

function errorsOf(schema: typeof contactSchema | typeof budgetSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? {} : issuesToFieldErrors(result.error.issues);
}

describe('contactSchema', () => {
  it('accepts a complete contact and trims it', () => {
    const parsed = contactSchema.parse({ ...contact, name: '  Ana Souza  ' });
    expect(parsed.name).toBe('Ana Souza');
  });
  it('requires every field, blank counts as missing', () => {
    expect(errorsOf(contactSchema, { name: '   ' })).toEqual({
      name: ['required'],
      email: ['required'],
      phone: ['required'],
      message: ['required'],
    });
  });
  it('wants a valid email address', () => {
    expect(errorsOf(contactSchema, { ...contact, email: 'ana@' })).toEqual({ email: ['invalidEmail'] });
    expect(errorsOf(contactSchema, { ...contact, email: 'ana example.com' })).toEqual({ email: ['invalidEmail'] });
  });
  it('bounds every field', () => {
    expect(
      errorsOf(contactSchema, {
        name: 'a'.repeat(121),
        email: `${'a'.repeat(250)}@x.com`,
        phone: '1'.repeat(41),
        message: 'm'.repeat(5001),
      }),
    ).toEqual({ name: ['tooLong'], email: ['tooLong'], phone: ['tooLong'], message: ['tooLong'] });
    expect(contactSchema.safeParse({ ...contact, name: 'a'.repeat(120), message: 'm'.repeat(5000) }).success).toBe(true);
  });
});

describe('budgetSchema', () => {
  const two = [
    { id: 1, name: 'Ana' },
    { id: 2, name: 'Bia' },
  ];
  it('parses the favourites sent as JSON text', () => {
    const parsed = budgetSchema.parse({ ...contact, favorites: favoritesText(two) });
    expect(parsed.favorites).toEqual(two);
  });
  it('sends only id and name of each favourite', () => {
    expect(JSON.parse(favoritesText([{ id: 3, name: 'Cris', cover: 'x.jpg', slug: 'cris' } as never]))).toEqual([
      { id: 3, name: 'Cris' },
    ]);
  });
  it('refuses no favourites, more than 200, broken JSON and bad items', () => {
    expect(errorsOf(budgetSchema, { ...contact, favorites: '[]' })).toEqual({ favorites: ['noFavorites'] });
    expect(errorsOf(budgetSchema, { ...contact })).toEqual({ favorites: ['noFavorites'] });
    const many = Array.from({ length: 201 }, (_, i) => ({ id: i + 1, name: `T${i}` }));
    expect(errorsOf(budgetSchema, { ...contact, favorites: JSON.stringify(many) })).toEqual({
      favorites: ['tooManyFavorites'],
    });
    expect(budgetSchema.safeParse({ ...contact, favorites: JSON.stringify(many.slice(0, 200)) }).success).toBe(true);
    expect(errorsOf(budgetSchema, { ...contact, favorites: '{not json' })).toEqual({ favorites: ['invalid'] });
    expect(errorsOf(budgetSchema, { ...contact, favorites: '{"1":{"id":1}}' })).toEqual({ favorites: ['invalid'] });
    expect(errorsOf(budgetSchema, { ...contact, favorites: '[{"id":-1,"name":"X"}]' })).toEqual({
      favorites: ['invalid'],
    });
    expect(errorsOf(budgetSchema, { ...contact, favorites: JSON.stringify([{ id: 1, name: 'x'.repeat(121) }]) })).toEqual({
      favorites: ['tooLong'],
    });
  });
});

describe('formDataOf', () => {
  it('keeps text as is, turns the rest into JSON and skips missing values', () => {
    const form = formDataOf({ name: 'Ana', favorites: [{ id: 1 }], empty: undefined, file: new Blob(['x']) });
    expect(form.get('name')).toBe('Ana');
    expect(form.get('favorites')).toBe('[{"id":1}]');
    expect(form.has('empty')).toBe(false);
    expect(form.get('file')).toBeInstanceOf(Blob);
  });
});
