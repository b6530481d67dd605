// `virtual:mantine-rest.css`: the style sheets of Mantine's parts that app/first-paint.css does not import, in the
// order of Mantine's whole sheet (decision 0023). The app (start.tsx) brings them: with the first paint's parts they
// make the whole sheet, and no rule comes twice (a rule twice doubles the work of every style recalculation).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';

const ID = 'virtual:mantine-rest.css';
/** Mantine's base, which first-paint.css imports whole */
const BASE = ['baseline.css', 'default-css-variables.css', 'global.css'];

/** The rest's CSS: every part's sheet not named in `firstPaint` (the text of first-paint.css). */
export function mantineRestCss(firstPaint: string, stylesDir: string, wholeSheet: string): string {
  const imported = new Set([...firstPaint.matchAll(/@mantine\/core\/styles\/([\w-]+\.css)/g)].map((m) => m[1]));
  const parts = readdirSync(stylesDir).filter(
    (file) => file.endsWith('.css') && !file.endsWith('.layer.css') && !BASE.includes(file) && !imported.has(file),
  );
  // each part's place in the whole sheet: where its first class is
  const place = (css: string) => {
    const first = /\.(m_[0-9a-f]+)/.exec(css)?.[1];
    const at = first ? wholeSheet.indexOf(`.${first}`) : -1;
    return at < 0 ? Number.MAX_SAFE_INTEGER : at;
  };
  return parts
    .map((file) => readFileSync(path.join(stylesDir, file), 'utf8'))
    .map((css) => ({ css, at: place(css) }))
    .sort((a, b) => a.at - b.at)
    .map(({ css }) => css)
    .join('\n');
}

export function mantineRest(): Plugin {
  const resolved = `\0${ID}`;
  return {
    name: 'mantine-rest',
    resolveId: (id) => (id === ID ? resolved : null),
    load(id) {
      if (id !== resolved) return null;
      const whole = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
      const firstPaint = path.resolve(import.meta.dirname, '../src/app/first-paint.css');
      this.addWatchFile(firstPaint);
      return mantineRestCss(
        readFileSync(firstPaint, 'utf8'),
        path.join(path.dirname(whole), 'styles'),
        readFileSync(whole, 'utf8'),
      );
    },
  };
}
