// `virtual:mantine-rest.css`: the style sheets of Mantine's parts that app/first-paint.css does not import, in the
// order of Mantine's whole sheet (decision 0023). The app (start.tsx) brings them: with the first paint's parts they
// make the whole sheet, and no rule comes twice (a rule twice doubles the work of every style recalculation).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:mantine-rest.css';
/** The module's id once resolved (vite.config.ts lets this style sheet alone through on a rendered page). */
export const MANTINE_REST_ID = `\0${ID}`;
/** Mantine's base, which first-paint.css imports whole */
const BASE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** Mantine's whole sheet, the folder of its parts' sheets, and app/first-paint.css. */
export const STYLES = (() => {
  const whole = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
  return {
    whole,
    parts: path.join(path.dirname(whole), 'styles'),
    firstPaint: path.resolve(import.meta.dirname, '../src/app/first-paint.css'),
  };
})();

/** The parts' sheets first-paint.css imports ('Button.css'…), from its text. */
export const firstPaintParts = (firstPaint: string) =>
  [...firstPaint.matchAll(/@mantine\/core\/styles\/([\w-]+\.css)/g)].map((m) => m[1]);

/** The rest's CSS: every part's sheet first-paint.css does not import, in the order of the whole sheet. */
export function mantineRestCss(): string {
  const imported = new Set(firstPaintParts(readFileSync(STYLES.firstPaint, 'utf8')));
  const wholeSheet = readFileSync(STYLES.whole, 'utf8');
  const parts = readdirSync(STYLES.parts).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !BASE.includes(file) && !imported.has(file),
  );
  // each part's place in the whole sheet: where its first class is
  const place = (css: string) => {
    const first = /\.(m_[0-9a-f]+)/.exec(css)?.[1];
    const at = first ? wholeSheet.indexOf(`.${first}`) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return parts
    .map((file) => readFileSync(path.join(STYLES.parts, file), 'utf8'))
    .map((css) => ({ css, at: place(css) }))
    .sort((a, b) => a.at - b.at)
    .map(({ css }) => css)
    .join('\n');
}

export function mantineRest(): Plugin {
  return {
    name: 'mantine-rest',
    resolveId: (id) => (id === ID ? MANTINE_REST_ID : null),
    load(id) {
      if (id !== MANTINE_REST_ID) return null;
      this.addWatchFile(STYLES.firstPaint);
      return mantineRestCss();
    },
  };
}
