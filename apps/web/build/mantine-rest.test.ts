// The first paint's parts and the rest the app brings make Mantine's whole sheet, and no rule comes twice.
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { mantineRestCss } from './mantine-rest';

const whole = createRequire(import.meta.url).resolve('@mantine/core/styles.css');
const stylesDir = path.join(path.dirname(whole), 'styles');
const firstPaint = readFileSync(path.resolve(import.meta.dirname, '../src/app/first-paint.css'), 'utf8');
const classes = (css: string) => new Set(css.match(/\.m_[0-9a-f]+/g));

describe('virtual:mantine-rest.css', () => {
  it("holds every class of Mantine's whole sheet that the first paint's parts do not, and none of theirs", () => {
    const parts = [...firstPaint.matchAll(/@mantine\/core\/styles\/([\w-]+\.css)/g)].map((m) => m[1]);
    expect(parts.length).toBeGreaterThan(20);
    for (const part of parts) expect(readdirSync(stylesDir)).toContain(part);
    const painted = classes(parts.map((p) => readFileSync(path.join(stylesDir, p), 'utf8')).join('\n'));
    const rest = classes(mantineRestCss(firstPaint, stylesDir, readFileSync(whole, 'utf8')));
    expect([...painted].filter((c) => rest.has(c))).toEqual([]);
    expect([...classes(readFileSync(whole, 'utf8'))].filter((c) => !painted.has(c) && !rest.has(c))).toEqual([]);
  });
});
