import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { ImageResponse } from 'next/og';
import { SOCIAL_CARD } from '@/lib/server/seo/metadata';

// Drawn once at build time and served as a file: the card of every page without a photo of its own.
export const dynamic = 'force-static';

/**
 * The site's own fonts, from their npm packages (no network at build time).
 * The image renderer reads WOFF, not WOFF2, hence these files and not the
 * ones the pages use.
 */
function font(file: string) {
  return readFile(join(process.cwd(), 'node_modules/@fontsource', file));
}

/** The wordmark on ink with the agency's line in capitals: the same words in every language. */
export async function GET() {
  const [display, sans] = await Promise.all([
    font('bodoni-moda/files/bodoni-moda-latin-400-normal.woff'),
    font('geist/files/geist-latin-400-normal.woff'),
  ]);
  return new ImageResponse(
    <div
      style={{
        width: '100%',
        height: '100%',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        background: '#111111',
        color: '#ffffff',
        border: '24px solid #111111',
        outline: '1px solid #8a6d3b',
      }}
    >
      <div style={{ fontFamily: 'Display', fontSize: 132, letterSpacing: 36, paddingLeft: 36 }}>RAVAGE</div>
      <div style={{ width: 120, height: 2, background: '#8a6d3b', margin: '36px 0' }} />
      <div style={{ fontFamily: 'Sans', fontSize: 28, letterSpacing: 12, paddingLeft: 12 }}>MANAGEMENT · BRASÍLIA</div>
    </div>,
    {
      width: SOCIAL_CARD.width,
      height: SOCIAL_CARD.height,
      fonts: [
        { name: 'Display', data: display, weight: 400, style: 'normal' },
        { name: 'Sans', data: sans, weight: 400, style: 'normal' },
      ],
    },
  );
}
