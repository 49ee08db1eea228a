import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { Prng } from './prng';

/**
 * Placeholder "photographs" made at seed time, without network: a studio or
 * location backdrop in muted editorial tones, soft out-of-focus shapes, a
 * blurred silhouette, a vignette and film grain. Drawn as SVG at a quarter of the size,
 * scaled up (softness is the point) and saved as web-size JPEGs.
 */

export interface SeedImage {
  /** Relative media path, as the API answers it: `storage/pool/portrait-woman-01.jpg`. */
  file: string;
  width: number;
  height: number;
}

export interface ImagePool {
  portraits: { woman: SeedImage[]; man: SeedImage[] };
  landscapes: SeedImage[];
  /** Web-size copy of each portrait, by the portrait's path. */
  webCovers: Map<string, string>;
  slides: { models: SlideImages[]; creative: SlideImages[] };
  files: number;
  bytes: number;
}

export interface SlideImages {
  mobile: SeedImage;
  desktop: SeedImage;
}

interface Palette {
  backdrop: [string, string, string];
  figure: string;
  accent: string;
}

const PALETTES: readonly Palette[] = [
  { backdrop: ['#d9cfc1', '#bfb2a0', '#8c7f6e'], figure: '#2e2925', accent: '#f3ece2' },
  { backdrop: ['#c5cbd0', '#98a2ab', '#5d6770'], figure: '#23272b', accent: '#eef2f5' },
  { backdrop: ['#cfd4c5', '#a3ad98', '#6b7562'], figure: '#262a22', accent: '#f0f2ea' },
  { backdrop: ['#e0cdc8', '#c4a6a0', '#8a6b66'], figure: '#2d2222', accent: '#f7ebe7' },
  { backdrop: ['#6a6866', '#454443', '#232221'], figure: '#111111', accent: '#d9d4cc' },
  { backdrop: ['#e3d2b0', '#c9a96e', '#8b6b3a'], figure: '#2b2116', accent: '#fbf1dc' },
  { backdrop: ['#f1ede6', '#d8d2c8', '#a9a197'], figure: '#3a3531', accent: '#ffffff' },
  { backdrop: ['#dcc0ad', '#b98a6e', '#7a5240'], figure: '#2a1d16', accent: '#f6e3d4' },
  { backdrop: ['#d6dde3', '#aebcc7', '#6f8190'], figure: '#1f262c', accent: '#f2f6f9' },
  { backdrop: ['#c9c4a8', '#9c9672', '#5f5b40'], figure: '#24231a', accent: '#f1eedc' },
  { backdrop: ['#e6e6e6', '#b3b3b3', '#6e6e6e'], figure: '#1a1a1a', accent: '#ffffff' },
  { backdrop: ['#d8cbd2', '#a98f9c', '#6a5260'], figure: '#241b20', accent: '#f5edf1' },
];

const f = (n: number) => n.toFixed(1);

function defs(p: Palette, rng: Prng, w: number, h: number): string {
  const lx = rng.range(0.2, 0.8);
  const ly = rng.range(0.15, 0.45);
  return `<defs>
    <linearGradient id="bg" x1="0" y1="0" x2="${f(rng.range(0, 0.4))}" y2="1">
      <stop offset="0" stop-color="${p.backdrop[0]}"/>
      <stop offset="${f(rng.range(0.45, 0.65))}" stop-color="${p.backdrop[1]}"/>
      <stop offset="1" stop-color="${p.backdrop[2]}"/>
    </linearGradient>
    <radialGradient id="light" cx="${f(lx)}" cy="${f(ly)}" r="${f(rng.range(0.45, 0.7))}">
      <stop offset="0" stop-color="${p.accent}" stop-opacity="0.65"/>
      <stop offset="1" stop-color="${p.accent}" stop-opacity="0"/>
    </radialGradient>
    <radialGradient id="vignette" cx="0.5" cy="0.45" r="0.78">
      <stop offset="0.55" stop-color="#000" stop-opacity="0"/>
      <stop offset="1" stop-color="#000" stop-opacity="0.5"/>
    </radialGradient>
    <linearGradient id="figure" x1="${lx < 0.5 ? 0 : 1}" y1="0" x2="${lx < 0.5 ? 1 : 0}" y2="0.3">
      <stop offset="0" stop-color="${p.backdrop[2]}"/>
      <stop offset="0.35" stop-color="${p.figure}"/>
      <stop offset="1" stop-color="${p.figure}"/>
    </linearGradient>
    <filter id="soft" x="-10%" y="-10%" width="120%" height="120%"><feGaussianBlur stdDeviation="${f(w / 160)}"/></filter>
    <filter id="bokeh" x="-50%" y="-50%" width="200%" height="200%"><feGaussianBlur stdDeviation="${f(Math.max(w, h) / 28)}"/></filter>
  </defs>`;
}

function bokeh(p: Palette, rng: Prng, w: number, h: number, count: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const colour = rng.chance(0.6) ? p.accent : p.backdrop[2];
    shapes.push(
      `<ellipse cx="${f(rng.range(0, w))}" cy="${f(rng.range(0, h * 0.8))}" rx="${f(rng.range(w * 0.06, w * 0.22))}" ry="${f(rng.range(h * 0.05, h * 0.18))}" fill="${colour}" opacity="${f(rng.range(0.2, 0.55))}"/>`,
    );
  }
  return `<g filter="url(#bokeh)">${shapes.join('')}</g>`;
}

/** Head and shoulders, head centred on (cx, headY), head half-height r. */
function bust(gender: 'woman' | 'man', cx: number, headY: number, r: number, tilt: number, rng: Prng): string {
  const man = gender === 'man';
  const neck = r * (man ? 0.46 : 0.36);
  const shoulder = r * (man ? 2.55 : 1.95);
  const arm = r * (man ? 2.85 : 2.15);
  const neckBase = headY + r * 1.45;
  const shoulderY = headY + r * 2.25;
  const bottom = headY + r * 14;
  const side = (sign: 1 | -1) =>
    `C ${f(cx + sign * neck * 1.4)} ${f(neckBase + r * 0.35)} ${f(cx + sign * shoulder * 0.75)} ${f(shoulderY - r * 0.35)} ${f(cx + sign * shoulder)} ${f(shoulderY)}
     Q ${f(cx + sign * arm)} ${f(shoulderY + r * 0.15)} ${f(cx + sign * arm)} ${f(shoulderY + r * 1.1)}
     L ${f(cx + sign * arm * 1.06)} ${f(bottom)}`;
  const body = `<path d="M ${f(cx - neck)} ${f(headY + r * 0.6)} L ${f(cx - neck)} ${f(neckBase)}
      ${side(-1)} L ${f(cx + arm * 1.06)} ${f(bottom)}
      L ${f(cx + arm)} ${f(shoulderY + r * 1.1)} Q ${f(cx + arm)} ${f(shoulderY + r * 0.15)} ${f(cx + shoulder)} ${f(shoulderY)}
      C ${f(cx + shoulder * 0.75)} ${f(shoulderY - r * 0.35)} ${f(cx + neck * 1.4)} ${f(neckBase + r * 0.35)} ${f(cx + neck)} ${f(neckBase)}
      L ${f(cx + neck)} ${f(headY + r * 0.6)} Z"/>`;
  const head = `<ellipse cx="${f(cx)}" cy="${f(headY)}" rx="${f(r * 0.78)}" ry="${f(r)}"/>`;
  let hair: string;
  if (man) {
    hair = `<ellipse cx="${f(cx)}" cy="${f(headY - r * 0.3)}" rx="${f(r * 0.84)}" ry="${f(r * 0.78)}"/>`;
  } else {
    // Swept to one side: long over one shoulder, tucked behind the ear on the other, the neck line showing.
    const sign = rng.chance(0.5) ? 1 : -1;
    const length = rng.range(2.6, 4);
    const volume = rng.range(0.95, 1.1);
    const X = (dx: number) => f(cx + sign * dx * r);
    const Y = (dy: number) => f(headY + dy * r);
    hair = `<path d="M ${X(-volume)} ${Y(0)} C ${X(-volume)} ${Y(-1.5)} ${X(volume)} ${Y(-1.5)} ${X(volume)} ${Y(0)}
        C ${X(volume * 1.08)} ${Y(1.2)} ${X(1.3)} ${Y(length * 0.7)} ${X(1.4)} ${Y(length)}
        Q ${X(1)} ${Y(length + 0.25)} ${X(0.62)} ${Y(length - 0.3)}
        C ${X(0.72)} ${Y(1.8)} ${X(0.75)} ${Y(1.2)} ${X(0.6)} ${Y(0.8)}
        L ${X(-0.7)} ${Y(0.5)} C ${X(-0.85)} ${Y(0.4)} ${X(-volume)} ${Y(0.3)} ${X(-volume)} ${Y(0)} Z"/>`;
  }
  const shape = `${hair}${body}${head}`;
  const turn = `rotate(${f(tilt)} ${f(cx)} ${f(headY + r * 3)})`;
  // The rim: the same shape a little larger in the backdrop's light, behind the figure.
  return `<g filter="url(#soft)">
    <g transform="${turn} translate(${f(r * 0.06)} ${f(-r * 0.04)})" fill="url(#light)" opacity="0.9">${shape}</g>
    <g transform="${turn}" fill="url(#figure)">${shape}</g>
  </g>`;
}

/** A standing figure seen from afar, for location (landscape) pictures. */
function standing(cx: number, groundY: number, height: number, rng: Prng): string {
  const u = height / 100;
  const top = groundY - height;
  const x = (dx: number) => f(cx + dx * u);
  const y = (dy: number) => f(top + dy * u);
  const stance = rng.range(2, 5);
  return `<g filter="url(#soft)" fill="url(#figure)">
    <ellipse cx="${x(0)}" cy="${y(6)}" rx="${f(4.4 * u)}" ry="${f(6 * u)}"/>
    <path d="M ${x(-2)} ${y(11)} L ${x(-2.2)} ${y(14)}
      C ${x(-6)} ${y(14.5)} ${x(-11)} ${y(15.5)} ${x(-11.5)} ${y(19)}
      L ${x(-12.5)} ${y(44)} L ${x(-10.5)} ${y(45)} L ${x(-9)} ${y(26)}
      L ${x(-8)} ${y(40)} C ${x(-10)} ${y(46)} ${x(-10)} ${y(52)} ${x(-9)} ${y(56)}
      L ${x(-4 - stance)} ${y(99)} L ${x(-1 - stance)} ${y(100)} L ${x(-0.5)} ${y(58)}
      L ${x(0.5)} ${y(58)} L ${x(1 + stance * 0.4)} ${y(100)} L ${x(4 + stance * 0.4)} ${y(99)}
      L ${x(9)} ${y(56)} C ${x(10)} ${y(52)} ${x(10)} ${y(46)} ${x(8)} ${y(40)}
      L ${x(9)} ${y(26)} L ${x(10.5)} ${y(45)} L ${x(12.5)} ${y(44)}
      L ${x(11.5)} ${y(19)} C ${x(11)} ${y(15.5)} ${x(6)} ${y(14.5)} ${x(2.2)} ${y(14)}
      L ${x(2)} ${y(11)} Z"/>
    <ellipse cx="${x(0)}" cy="${y(100)}" rx="${f(14 * u)}" ry="${f(1.5 * u)}" opacity="0.35"/>
  </g>`;
}

export function portraitSvg(gender: 'woman' | 'man', p: Palette, rng: Prng, w: number, h: number): string {
  const r = w * rng.range(0.115, 0.14);
  const cx = w * rng.range(0.4, 0.6);
  const headY = h * rng.range(0.3, 0.36);
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${defs(p, rng, w, h)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${bokeh(p, rng, w, h, 5)}
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    ${bust(gender, cx, headY, r, rng.range(-7, 7), rng)}
    <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  </svg>`;
}

export function landscapeSvg(p: Palette, rng: Prng, w: number, h: number): string {
  const horizon = h * rng.range(0.58, 0.72);
  const cx = w * (rng.chance(0.5) ? rng.range(0.28, 0.36) : rng.range(0.64, 0.72));
  const columns: string[] = [];
  if (rng.chance(0.5)) {
    const count = rng.int(2, 4);
    for (let i = 0; i < count; i += 1) {
      const x = w * rng.range(0.05, 0.95);
      columns.push(
        `<rect x="${f(x)}" y="0" width="${f(w * rng.range(0.03, 0.07))}" height="${f(horizon)}" fill="${p.backdrop[2]}" opacity="0.35"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${defs(p, rng, w, h)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    ${bokeh(p, rng, w, h, 4)}
    <g filter="url(#bokeh)">${columns.join('')}</g>
    <rect x="0" y="${f(horizon)}" width="${w}" height="${f(h - horizon)}" fill="${p.backdrop[2]}" opacity="0.55"/>
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    ${standing(cx, horizon + h * rng.range(0.08, 0.16), h * rng.range(0.55, 0.72), rng)}
    <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  </svg>`;
}

/** Art-direction frames for the creative half of the home screen: colour fields and forms. */
export function creativeSvg(p: Palette, rng: Prng, w: number, h: number): string {
  const shapes: string[] = [];
  for (let i = 0; i < 3; i += 1) {
    const colour = rng.pick([p.accent, p.figure, p.backdrop[0], p.backdrop[2]]);
    if (rng.chance(0.5)) {
      shapes.push(
        `<circle cx="${f(w * rng.range(0.2, 0.8))}" cy="${f(h * rng.range(0.2, 0.8))}" r="${f(w * rng.range(0.12, 0.32))}" fill="${colour}" opacity="${f(rng.range(0.45, 0.9))}"/>`,
      );
    } else {
      shapes.push(
        `<rect x="${f(w * rng.range(0, 0.6))}" y="${f(h * rng.range(0, 0.6))}" width="${f(w * rng.range(0.2, 0.5))}" height="${f(h * rng.range(0.2, 0.6))}" fill="${colour}" opacity="${f(rng.range(0.4, 0.85))}" transform="rotate(${f(rng.range(-12, 12))} ${f(w / 2)} ${f(h / 2)})"/>`,
      );
    }
  }
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}">
    ${defs(p, rng, w, h)}
    <rect width="${w}" height="${h}" fill="url(#bg)"/>
    <g filter="url(#soft)">${shapes.join('')}</g>
    <rect width="${w}" height="${h}" fill="url(#light)"/>
    <rect width="${w}" height="${h}" fill="url(#vignette)"/>
  </svg>`;
}

/** Monochrome film grain as an RGBA overlay, one per output size. */
function grain(rng: Prng, width: number, height: number): Buffer {
  const data = Buffer.alloc(width * height * 4);
  for (let i = 0; i < data.length; i += 4) {
    const value = Math.floor(rng.next() * 256);
    data[i] = value;
    data[i + 1] = value;
    data[i + 2] = value;
    data[i + 3] = 16;
  }
  return data;
}

interface Job {
  svg: string;
  outputs: { file: string; width: number; height: number; quality: number }[];
}

async function render(mediaDir: string, job: Job, grains: Map<string, Buffer>): Promise<number> {
  let bytes = 0;
  // Rasterise once at the small size: handed to resize directly, sharp would re-render the SVG at full size.
  const base = await sharp(Buffer.from(job.svg)).raw().toBuffer({ resolveWithObject: true });
  for (const output of job.outputs) {
    const noise = grains.get(`${output.width}x${output.height}`);
    const info = await sharp(base.data, { raw: base.info })
      .resize(output.width, output.height, { fit: 'cover' })
      .composite(noise ? [{ input: noise, raw: { width: output.width, height: output.height, channels: 4 } }] : [])
      .jpeg({ quality: output.quality, progressive: true })
      .toFile(path.join(mediaDir, output.file));
    bytes += info.size;
  }
  return bytes;
}

/** Runs jobs a few at a time (sharp also uses its own threads). */
async function runAll(jobs: (() => Promise<number>)[], concurrency: number): Promise<number> {
  let next = 0;
  let total = 0;
  const workers = Array.from({ length: concurrency }, async () => {
    while (next < jobs.length) {
      const job = jobs[next];
      next += 1;
      if (!job) continue;
      // Awaited first: `total += await job()` would read total before the wait and lose other workers' sums.
      const bytes = await job();
      total += bytes;
    }
  });
  await Promise.all(workers);
  return total;
}

export const PORTRAIT = { width: 800, height: 1200 } as const;
export const LANDSCAPE = { width: 1200, height: 800 } as const;
export const WEB_COVER = { width: 600, height: 900 } as const;
export const SLIDE_DESKTOP = { width: 1080, height: 1200 } as const;
export const SLIDE_MOBILE = { width: 720, height: 800 } as const;

export async function generateImagePool(
  mediaDir: string,
  rng: Prng,
  counts = { portraitsPerGender: 12, landscapes: 12, slidesPerHalf: 3 },
): Promise<ImagePool> {
  for (const folder of ['storage/pool', 'storage/pool/web', 'storage/slides']) {
    fs.mkdirSync(path.join(mediaDir, folder), { recursive: true });
  }
  const pool: ImagePool = {
    portraits: { woman: [], man: [] },
    landscapes: [],
    webCovers: new Map(),
    slides: { models: [], creative: [] },
    files: 0,
    bytes: 0,
  };
  const jobs: Job[] = [];
  // Drawn at a quarter of the output size: fast, and the upscale is part of the soft look.
  const half = (size: { width: number; height: number }) => ({ w: size.width / 4, h: size.height / 4 });
  const two = (n: number) => String(n).padStart(2, '0');

  for (const gender of ['woman', 'man'] as const) {
    for (let i = 1; i <= counts.portraitsPerGender; i += 1) {
      const file = `storage/pool/portrait-${gender}-${two(i)}.jpg`;
      const web = `storage/pool/web/portrait-${gender}-${two(i)}.jpg`;
      const { w, h } = half(PORTRAIT);
      jobs.push({
        svg: portraitSvg(gender, rng.pick(PALETTES), rng, w, h),
        outputs: [
          { file, ...PORTRAIT, quality: 78 },
          { file: web, ...WEB_COVER, quality: 76 },
        ],
      });
      pool.portraits[gender].push({ file, ...PORTRAIT });
      pool.webCovers.set(file, web);
    }
  }
  for (let i = 1; i <= counts.landscapes; i += 1) {
    const file = `storage/pool/landscape-${two(i)}.jpg`;
    const { w, h } = half(LANDSCAPE);
    jobs.push({ svg: landscapeSvg(rng.pick(PALETTES), rng, w, h), outputs: [{ file, ...LANDSCAPE, quality: 78 }] });
    pool.landscapes.push({ file, ...LANDSCAPE });
  }
  for (const halfName of ['models', 'creative'] as const) {
    for (let i = 1; i <= counts.slidesPerHalf; i += 1) {
      const { w, h } = half(SLIDE_DESKTOP);
      const palette = rng.pick(PALETTES);
      const svg =
        halfName === 'models'
          ? portraitSvg(rng.chance(0.5) ? 'woman' : 'man', palette, rng, w, h)
          : creativeSvg(palette, rng, w, h);
      const desktop = { file: `storage/slides/${halfName}-${two(i)}-desktop.jpg`, ...SLIDE_DESKTOP };
      const mobile = { file: `storage/slides/${halfName}-${two(i)}-mobile.jpg`, ...SLIDE_MOBILE };
      jobs.push({
        svg,
        outputs: [
          { ...desktop, quality: 78 },
          { ...mobile, quality: 76 },
        ],
      });
      pool.slides[halfName].push({ desktop, mobile });
    }
  }

  const grains = new Map<string, Buffer>();
  const grainRng = rng.fork('grain');
  // Grain buffers are made before the parallel run so that their content never depends on timing.
  for (const job of jobs) {
    for (const output of job.outputs) {
      const key = `${output.width}x${output.height}`;
      if (!grains.has(key)) grains.set(key, grain(grainRng.fork(key), output.width, output.height));
    }
  }
  pool.bytes = await runAll(
    jobs.map((job) => () => render(mediaDir, job, grains)),
    4,
  );
  pool.files = jobs.reduce((n, job) => n + job.outputs.length, 0);
  return pool;
}
