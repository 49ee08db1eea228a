// `npx tsx scripts/icons.ts`: app/favicon.ico and app/apple-icon.png from
// app/icon.svg, for the browsers and crawlers that ask for those two names
// without reading the page's icon links. Run again when the SVG changes.
import { readFileSync, writeFileSync } from 'node:fs';
import sharp from 'sharp';

const svg = readFileSync('app/icon.svg');

/** An ICO file holding PNG images (read by every browser since 2007). */
function ico(images: { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(({ size, png }, i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map((i) => i.png)]);
}

const png = (size: number) =>
  sharp(svg, { density: 72 * (size / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toBuffer();

writeFileSync(
  'app/favicon.ico',
  ico([
    { size: 16, png: await png(16) },
    { size: 32, png: await png(32) },
    { size: 48, png: await png(48) },
  ]),
);
writeFileSync('app/apple-icon.png', await png(180));
console.info('wrote app/favicon.ico and app/apple-icon.png');
