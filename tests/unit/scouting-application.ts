import sharp from 'sharp';

/** Tiny real photos of each accepted type, made once per test file. */
export async function samplePhotos(): Promise<{ png: Buffer; jpeg: Buffer; gif: Buffer }> {
  const image = () => sharp({ create: { width: 6, height: 8, channels: 3, background: '#777' } });
  return { png: await image().png().toBuffer(), jpeg: await image().jpeg().toBuffer(), gif: await image().gif().toBuffer() };
}

/**
 * A scouting application that passes every rule, as a browser sends it:
 * four photos of three types; `overrides` replaces fields, `null` leaves one out.
 */
export function scoutingApplication(
  photos: { png: Buffer; jpeg: Buffer; gif: Buffer },
  overrides: Record<string, string | File | null> = {},
): FormData {
  const fields: Record<string, string | File | null> = {
    name: 'Ana Souza',
    gender: 'woman',
    birthdate: '05/03/2001',
    whatsapp: '+55 61 99999-0000',
    instagram: '@ana',
    email: 'ana@example.com',
    privacy: '1',
    image_1: new File([new Uint8Array(photos.jpeg)], 'front.jpg', { type: 'image/jpeg' }),
    image_2: new File([new Uint8Array(photos.png)], 'profile.png', { type: 'image/png' }),
    image_3: new File([new Uint8Array(photos.gif)], 'body.gif', { type: 'image/gif' }),
    image_4: new File([new Uint8Array(photos.jpeg)], 'IMG_0001.JPG', { type: 'image/jpeg' }),
    ...overrides,
  };
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) if (value !== null) form.append(name, value);
  return form;
}
