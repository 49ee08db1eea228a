import { describe, expect, it } from 'vitest';
import {
  EMPTY_SCOUTING_VALUES,
  makeScoutingSchema,
  MEASURE_FIELDS,
  PHOTO_FIELDS,
  SCOUTING_ERRORS as E,
  SCOUTING_FIELD_ORDER,
  SCOUTING_FORM_FIELDS,
  scoutingFormData,
  type ScoutingData,
  type ScoutingInput,
} from '@/lib/forms/scouting-schema';
import { PHOTO_MAX_BYTES } from '@/lib/rules/agreed';
import { OPTION_LISTS } from '@/lib/rules/options';

/** 15 June 2025, noon: the day every application below is sent. */
const TODAY = new Date(2025, 5, 15, 12);
const schema = makeScoutingSchema(() => TODAY);

const photo = (name = 'photo.jpg', size = 1024, type = 'image/jpeg') => new File([new Uint8Array(size)], name, { type });

const valid: ScoutingInput = {
  ...EMPTY_SCOUTING_VALUES,
  name: 'Ana Souza',
  gender: 'woman',
  birthdate: '05/03/2001',
  whatsapp: '+55 61 99999-0000',
  instagram: '@ana.souza',
  email: 'ana@example.com',
  privacy: true,
  image_1: photo('1.jpg'),
  image_2: photo('2.png', 10, 'image/png'),
  image_3: photo('3.gif', 10, 'image/gif'),
  image_4: photo('4.jpg'),
};

/** First error key per field, as the form shows them. */
function errorsOf(input: Partial<ScoutingInput> | Record<string, unknown>): Record<string, string> {
  const result = schema.safeParse(input);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[String(issue.path[0])] ??= issue.message;
  return errors;
}

describe('scoutingSchema: a complete application', () => {
  it('accepts the required fields alone and drops empty optional ones', () => {
    const parsed = schema.parse(valid);
    expect(parsed.name).toBe('Ana Souza');
    expect(parsed.gender).toBe('woman');
    expect(parsed.nationality).toBeUndefined();
    expect(parsed.id_country).toBeUndefined();
    expect(parsed.height).toBeUndefined();
    expect(parsed.responsable).toBeUndefined();
    expect(parsed.image_1).toBeInstanceOf(File);
  });

  it('accepts every optional field, trimmed, with ids as numbers', () => {
    const parsed = schema.parse({
      ...valid,
      name: '  Ana Souza ',
      nationality: 'Brasileira',
      id_country: '1',
      country: 'Brasil',
      id_city: '7',
      city: 'Brasília',
      height: '172',
      bust: '86',
      waist: '62',
      hips: '90',
      jeans: '36.5',
      skills: 'Ballet, inglês',
      video: 'https://youtu.be/abc',
    });
    expect(parsed).toMatchObject({
      name: 'Ana Souza',
      id_country: 1,
      country: 'Brasil',
      id_city: 7,
      city: 'Brasília',
      height: '172',
      jeans: '36.5',
      video: 'https://youtu.be/abc',
    });
  });

  it('reports every missing required field at once, photos included', () => {
    expect(errorsOf(EMPTY_SCOUTING_VALUES)).toEqual({
      name: E.required,
      gender: E.gender,
      birthdate: E.required,
      whatsapp: E.required,
      instagram: E.required,
      email: E.required,
      privacy: E.privacy,
      image_1: E.photoRequired,
      image_2: E.photoRequired,
      image_3: E.photoRequired,
      image_4: E.photoRequired,
    });
  });

  it('treats blank text as missing and refuses a missing body', () => {
    expect(errorsOf({ ...valid, name: '   ', whatsapp: ' ' })).toEqual({ name: E.required, whatsapp: E.required });
    expect(errorsOf({})).toMatchObject({ name: E.required, privacy: E.privacy, image_4: E.photoRequired });
  });
});

describe('scoutingSchema: field rules', () => {
  it('gender is woman or man', () => {
    expect(errorsOf({ ...valid, gender: '' })).toEqual({ gender: E.gender });
    expect(errorsOf({ ...valid, gender: 'other' as 'woman' })).toEqual({ gender: E.gender });
    expect(schema.parse({ ...valid, gender: 'man' }).gender).toBe('man');
  });

  it('birthdate is dd/MM/yyyy, a real date, in the past and plausible', () => {
    expect(errorsOf({ ...valid, birthdate: '2001-03-05' })).toEqual({ birthdate: E.birthdateFormat });
    expect(errorsOf({ ...valid, birthdate: '5/3/2001' })).toEqual({ birthdate: E.birthdateFormat });
    expect(errorsOf({ ...valid, birthdate: '31/02/2001' })).toEqual({ birthdate: E.birthdateInvalid });
    expect(errorsOf({ ...valid, birthdate: '29/02/2023' })).toEqual({ birthdate: E.birthdateInvalid });
    expect(errorsOf({ ...valid, birthdate: '15/06/2025' })).toEqual({ birthdate: E.birthdateFuture });
    expect(errorsOf({ ...valid, birthdate: '16/06/2025' })).toEqual({ birthdate: E.birthdateFuture });
    expect(errorsOf({ ...valid, birthdate: '01/01/1850' })).toEqual({ birthdate: E.birthdateInvalid });
    expect(errorsOf({ ...valid, birthdate: '29/02/2004' })).toEqual({});
  });

  it('whatsapp is a phone number of 8 to 15 digits', () => {
    for (const ok of ['61999990000', '+55 (61) 99999-0000', '+1 212.555.0100']) {
      expect(errorsOf({ ...valid, whatsapp: ok })).toEqual({});
    }
    for (const bad of ['1234567', 'call me', '+55 61 9999-abcd', '1234567890123456']) {
      expect(errorsOf({ ...valid, whatsapp: bad })).toEqual({ whatsapp: E.whatsapp });
    }
    expect(errorsOf({ ...valid, whatsapp: '1'.repeat(41) })).toMatchObject({ whatsapp: E.tooLong });
  });

  it('instagram is a handle, with or without @, or a profile link', () => {
    for (const ok of ['ana.souza', '@ana_souza', 'https://www.instagram.com/ana.souza/', 'instagram.com/ana']) {
      expect(errorsOf({ ...valid, instagram: ok })).toEqual({});
    }
    for (const bad of ['ana souza', '@ana!', 'https://example.com/ana']) {
      expect(errorsOf({ ...valid, instagram: bad })).toEqual({ instagram: E.instagram });
    }
  });

  it('email must be valid and at most 254 characters', () => {
    expect(errorsOf({ ...valid, email: 'ana@' })).toEqual({ email: E.invalidEmail });
    expect(errorsOf({ ...valid, email: `${'a'.repeat(250)}@x.com` })).toEqual({ email: E.tooLong });
  });

  it('bounds the text fields like the contract', () => {
    expect(
      errorsOf({
        ...valid,
        name: 'n'.repeat(121),
        nationality: 'n'.repeat(61),
        skills: 's'.repeat(1001),
      }),
    ).toEqual({ name: E.tooLong, nationality: E.tooLong, skills: E.tooLong });
    expect(errorsOf({ ...valid, name: 'n'.repeat(120), skills: 's'.repeat(1000) })).toEqual({});
  });

  it('measures must be values of the option lists (docs/product.md §3)', () => {
    expect(errorsOf({ ...valid, height: '29', bust: '64', waist: '201', hips: '90.5', jeans: '33.5' })).toEqual({
      height: E.option,
      bust: E.option,
      waist: E.option,
      hips: E.option,
      jeans: E.option,
    });
    expect(errorsOf({ ...valid, height: '30', bust: '200', waist: '20', hips: '200', jeans: '60' })).toEqual({});
  });

  it('every option the form offers for a measure goes through the schema and into the body as offered', () => {
    for (const field of MEASURE_FIELDS) {
      for (const { value } of OPTION_LISTS[field]) {
        const data = schema.parse({ ...valid, [field]: value });
        expect(data[field], `${field} ${value}`).toBe(value);
        expect(scoutingFormData(data).get(field)).toBe(value);
      }
    }
  });

  it('video is an absolute http(s) link', () => {
    expect(errorsOf({ ...valid, video: 'javascript:alert(1)' })).toEqual({ video: E.video });
    expect(errorsOf({ ...valid, video: 'youtube' })).toEqual({ video: E.video });
    expect(errorsOf({ ...valid, video: 'http://vimeo.com/1' })).toEqual({});
  });

  it('country and city are positive ids, a city only inside a country', () => {
    expect(errorsOf({ ...valid, id_country: 'x' })).toEqual({ id_country: E.place });
    expect(errorsOf({ ...valid, id_country: '0' })).toEqual({ id_country: E.place });
    expect(errorsOf({ ...valid, id_city: '7' })).toEqual({ id_country: E.place });
    // A name without its id is not kept.
    expect(schema.parse({ ...valid, country: 'Brasil', city: 'Brasília' })).toMatchObject({
      country: undefined,
      city: undefined,
    });
  });

  it('privacy must be accepted', () => {
    expect(errorsOf({ ...valid, privacy: false })).toEqual({ privacy: E.privacy });
  });

  it('wants four non-empty photos of at most 10 MB each', () => {
    expect(errorsOf({ ...valid, image_2: null, image_4: undefined })).toEqual({
      image_2: E.photoRequired,
      image_4: E.photoRequired,
    });
    expect(errorsOf({ ...valid, image_1: 'photo.jpg' as unknown as File })).toEqual({ image_1: E.photoRequired });
    expect(errorsOf({ ...valid, image_3: photo('empty.jpg', 0) })).toEqual({ image_3: E.photoRequired });
    expect(errorsOf({ ...valid, image_1: photo('big.jpg', PHOTO_MAX_BYTES + 1) })).toEqual({
      image_1: E.photoTooLarge,
    });
    expect(errorsOf({ ...valid, image_1: photo('max.jpg', PHOTO_MAX_BYTES) })).toEqual({});
  });
});

describe('scoutingSchema: the guardian (under 18, docs/decisions/0025-guardian-only-under-18.md)', () => {
  it('is required the day before the 18th birthday', () => {
    expect(errorsOf({ ...valid, birthdate: '16/06/2007' })).toEqual({ responsable: E.responsable });
    expect(schema.parse({ ...valid, birthdate: '16/06/2007', responsable: 'Maria Souza' }).responsable).toBe('Maria Souza');
  });

  it('is not applicable from the 18th birthday on, and is then dropped', () => {
    expect(errorsOf({ ...valid, birthdate: '15/06/2007' })).toEqual({});
    expect(schema.parse({ ...valid, birthdate: '15/06/2007', responsable: 'Maria' }).responsable).toBeUndefined();
  });

  it('is required for a child, reported with the other errors', () => {
    expect(errorsOf({ ...valid, birthdate: '01/01/2015', email: 'x' })).toEqual({
      email: E.invalidEmail,
      responsable: E.responsable,
    });
  });

  it('follows the day of the application', () => {
    const later = makeScoutingSchema(() => new Date(2025, 5, 16));
    expect(later.safeParse({ ...valid, birthdate: '16/06/2007' }).success).toBe(true);
  });
});

describe('the multipart body', () => {
  it('carries the contract names, privacy as 1 and the four photos, without empty fields', () => {
    const data: ScoutingData = schema.parse({ ...valid, id_country: '1', country: 'Brasil', height: '170' });
    const form = scoutingFormData(data);
    expect([...form.keys()]).toEqual([
      'name',
      'gender',
      'birthdate',
      'whatsapp',
      'instagram',
      'email',
      'id_country',
      'country',
      'height',
      'privacy',
      ...PHOTO_FIELDS,
    ]);
    expect(form.get('privacy')).toBe('1');
    expect(form.get('id_country')).toBe('1');
    expect((form.get('image_2') as File).name).toBe('2.png');
    for (const key of form.keys()) expect(SCOUTING_FORM_FIELDS).toContain(key);
  });

  it('lists every field of the screen in the focus order', () => {
    for (const field of SCOUTING_FIELD_ORDER) {
      expect([...SCOUTING_FORM_FIELDS, 'privacy']).toContain(field);
    }
  });
});
