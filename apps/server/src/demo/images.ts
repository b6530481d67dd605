// Demo pictures drawn in code: an SVG (colours, shapes, initials or a title) rendered to PNG by sharp, then stored
// through the same storeImage path as an upload, so they get the same WebP + thumbnail treatment.
import { upperTr } from '@tedarik/contract/text';
import sharp from 'sharp';
import { storeImage } from '../platform/images';
import type { Storage } from '../platform/storage';

export interface ImageJob {
  folder: string;
  svg: string;
}

const esc = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' })[c] ?? c);

/** 'Ak Demir Çelik San. Tic. Ltd. Şti.' → 'AD' */
export function initials(name: string): string {
  const words = name.split(/\s+/).filter((w) => /^\p{L}/u.test(w) && !w.includes('.'));
  return upperTr(
    words
      .slice(0, 2)
      .map((w) => Array.from(w)[0])
      .join(''),
  );
}

/** Lighter / darker variant of a '#rrggbb' colour (amount -1..1). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const mix = (c: number) => Math.round(amount < 0 ? c * (1 + amount) : c + (255 - c) * amount);
  const rgb = [(n >> 16) & 255, (n >> 8) & 255, n & 255].map(mix);
  return `#${rgb.map((c) => c.toString(16).padStart(2, '0')).join('')}`;
}

const FONT = 'DejaVu Sans, Arial, Helvetica, sans-serif';

/** A 240×240 logo (drawn on a 300 grid): a coloured square or circle with the company's initials. */
export function logoSvg(name: string, color: string, round: boolean): string {
  const shape = round
    ? `<circle cx="150" cy="150" r="140" fill="${color}"/><circle cx="150" cy="150" r="118" fill="none" stroke="#fff" stroke-opacity="0.45" stroke-width="6"/>`
    : `<rect x="10" y="10" width="280" height="280" rx="36" fill="${color}"/><rect x="30" y="30" width="240" height="240" rx="24" fill="${shade(color, 0.18)}" opacity="0.35"/>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 300 300">
<rect width="300" height="300" fill="#ffffff"/>${shape}
<text x="150" y="182" font-family="${FONT}" font-size="96" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(initials(name))}</text>
</svg>`;
}

/** A picture with a title line and an optional subtitle on a gradient, with simple shapes (variant 0..3). */
export function pictureSvg(
  title: string,
  subtitle: string,
  color: string,
  variant: number,
  width = 400,
  height = 300,
): string {
  const light = shade(color, 0.35);
  const dark = shade(color, -0.35);
  const shapes = [
    `<circle cx="${width * 0.82}" cy="${height * 0.22}" r="${height * 0.3}" fill="#fff" opacity="0.12"/><circle cx="${width * 0.12}" cy="${height * 0.9}" r="${height * 0.22}" fill="#fff" opacity="0.1"/>`,
    `<rect x="${width * 0.62}" y="${-height * 0.1}" width="${height * 0.6}" height="${height * 0.6}" transform="rotate(25 ${width * 0.8} ${height * 0.2})" fill="#fff" opacity="0.12"/>`,
    `<polygon points="0,${height} ${width * 0.45},${height * 0.55} ${width * 0.9},${height}" fill="#fff" opacity="0.1"/>`,
    Array.from(
      { length: 6 },
      (_, i) =>
        `<rect x="${i * (width / 6)}" y="0" width="${width / 12}" height="${height}" fill="#fff" opacity="0.05"/>`,
    ).join(''),
  ][variant % 4];
  const size = Math.round(Math.min(height * 0.2, (width * 1.35) / Math.max(title.length, 8)));
  const sub = subtitle
    ? `<text x="${width / 2}" y="${height * 0.5 + size * 1.3}" font-family="${FONT}" font-size="${Math.round(size * 0.55)}" fill="#ffffff" fill-opacity="0.85" text-anchor="middle">${esc(subtitle)}</text>`
    : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">
<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${light}"/><stop offset="1" stop-color="${dark}"/></linearGradient></defs>
<rect width="${width}" height="${height}" fill="url(#g)"/>${shapes}
<text x="${width / 2}" y="${height * 0.5}" font-family="${FONT}" font-size="${size}" font-weight="bold" fill="#ffffff" text-anchor="middle">${esc(title)}</text>${sub}
</svg>`;
}

/** Renders and stores every job (in modest parallel batches); the result holds each job's public path, in order. */
export async function storeImages(storage: Storage, jobs: ImageJob[], batch = 8): Promise<string[]> {
  const paths: string[] = new Array(jobs.length);
  for (let i = 0; i < jobs.length; i += batch) {
    await Promise.all(
      jobs.slice(i, i + batch).map(async (job, k) => {
        const png = await sharp(Buffer.from(job.svg)).png({ compressionLevel: 1 }).toBuffer();
        paths[i + k] = (await storeImage(storage, job.folder, png)).path;
      }),
    );
  }
  return paths;
}

/** Collects image jobs while the plan is built; a row keeps the index and reads its path once stored. */
export class ImageQueue {
  readonly jobs: ImageJob[] = [];
  add(folder: string, svg: string): number {
    return this.jobs.push({ folder, svg }) - 1;
  }
}
