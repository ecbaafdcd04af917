// Draws the studio's brand images into public/ (Vite copies them to the site root): the favicon
// and app icons from the aperture mark, favicon.ico (the 32 and 48 px PNGs in an icon file, for
// what asks for /favicon.ico without reading a page: crawlers, a page without icon links), and the
// default social-sharing image (logo.png, 1200x630, the size social cards use). The images are
// committed; run this again only when the mark changes:
//   node scripts/make-brand-images.ts
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';

const INK = '#17130f';
const PAPER = '#faf7f2';
const ACCENT = '#e9a26f';

/** Six blades of a camera aperture around an open centre, in a 100x100 box. */
function apertureMark(x: number, y: number, size: number): string {
  const blades = Array.from({ length: 6 }, (_, i) => {
    const turn = i * 60;
    return `<path d="M50 8 A42 42 0 0 1 86.4 29 L62 50 Z" transform="rotate(${turn} 50 50)" fill="${i % 2 === 0 ? ACCENT : PAPER}"/>`;
  }).join('');
  return `<g transform="translate(${x} ${y}) scale(${size / 100})">
    <circle cx="50" cy="50" r="48" fill="${INK}" stroke="${ACCENT}" stroke-width="3"/>
    ${blades}
    <circle cx="50" cy="50" r="13" fill="${INK}"/>
  </g>`;
}

function iconSvg(size: number): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 ${size} ${size}">
    <rect width="${size}" height="${size}" rx="${size * 0.18}" fill="${INK}"/>
    ${apertureMark(size * 0.08, size * 0.08, size * 0.84)}
  </svg>`;
}

function socialCardSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630" viewBox="0 0 1200 630">
    <rect width="1200" height="630" fill="${INK}"/>
    ${apertureMark(110, 155, 320)}
    <text x="500" y="300" font-family="DejaVu Serif, serif" font-size="104" font-weight="bold" fill="${PAPER}">Oju Studio</text>
    <text x="504" y="380" font-family="DejaVu Sans, sans-serif" font-size="32" fill="${ACCENT}">Photography · Shop · Captured Notes</text>
    <text x="504" y="440" font-family="DejaVu Sans, sans-serif" font-size="30" fill="#b9b0a3">Ibadan, Nigeria</text>
  </svg>`;
}

/** An .ico file holding PNG images (each square, at most 256 px): its header, a directory entry per image, the images. */
function iconFile(images: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(1, 2); // an icon
  header.writeUInt16LE(images.length, 4);
  let offset = header.length + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size, 0);
    entry.writeUInt8(size, 1);
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map(({ png }) => png)]);
}

const out = path.resolve('public');
mkdirSync(out, { recursive: true });
const icons: Array<[string, number]> = [
  ['favicon.png', 32],
  ['favicon-48.png', 48],
  ['apple-touch-icon.png', 180],
  ['icon-192.png', 192],
  ['icon-512.png', 512],
];
for (const [name, size] of icons) {
  await sharp(Buffer.from(iconSvg(size)))
    .png({ compressionLevel: 9 })
    .toFile(path.join(out, name));
}
writeFileSync(
  path.join(out, 'favicon.ico'),
  iconFile([
    { size: 32, png: readFileSync(path.join(out, 'favicon.png')) },
    { size: 48, png: readFileSync(path.join(out, 'favicon-48.png')) },
  ]),
);
await sharp(Buffer.from(socialCardSvg())).png({ compressionLevel: 9 }).toFile(path.join(out, 'logo.png'));
console.log(`Brand images written to ${out}`);
