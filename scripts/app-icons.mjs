// The app's icons (decision 0064), made once from the SVG mark below and committed under apps/web/public/icons/:
// `node scripts/app-icons.mjs`. The mark is a white T on the theme's primary colour (indigo, shade 8: #3b5bdb,
// apps/web/src/app/theme.ts). 'any' icons are a rounded square; the maskable one fills its square and keeps the T
// inside the middle 80 % that every launcher's mask leaves visible.
import path from 'node:path';
import sharp from 'sharp';

const PRIMARY = '#3b5bdb';
const out = path.resolve(import.meta.dirname, '../apps/web/public/icons');

/** The T, drawn on a 512 square: `scale` shrinks it around the middle (the maskable icon's safe zone). */
const mark = (scale) => `
  <g transform="translate(256 256) scale(${scale}) translate(-256 -256)" fill="#fff">
    <rect x="128" y="136" width="256" height="64" rx="14"/>
    <rect x="224" y="136" width="64" height="248" rx="14"/>
    <circle cx="336" cy="348" r="30" fill="#ffd43b"/>
  </g>`;

const svg = (maskable) =>
  Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="512" height="512" viewBox="0 0 512 512">
  ${maskable ? `<rect width="512" height="512" fill="${PRIMARY}"/>` : `<rect width="512" height="512" rx="112" fill="${PRIMARY}"/>`}
  ${mark(maskable ? 0.8 : 1)}
</svg>`);

for (const [file, size, maskable] of [
  ['icon-192.png', 192, false],
  ['icon-512.png', 512, false],
  ['icon-maskable-512.png', 512, true],
]) {
  await sharp(svg(maskable), { density: 72 * (size / 512) * 4 })
    .resize(size, size)
    .png({ compressionLevel: 9, palette: true })
    .toFile(path.join(out, file));
  console.log(file);
}
