// The first paint's parts and the rest the app brings make Mantine's whole sheet, and no rule comes twice.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintParts, mantineRestCss, STYLES } from './mantine-rest';

const classes = (css: string) => new Set(css.match(/\.m_[0-9a-f]+/g));

describe('virtual:mantine-rest.css', () => {
  it("holds every class of Mantine's whole sheet that the first paint's parts do not, and none of theirs", () => {
    const parts = firstPaintParts(readFileSync(STYLES.firstPaint, 'utf8'));
    expect(parts.length).toBeGreaterThan(20);
    for (const part of parts) expect(readdirSync(STYLES.parts)).toContain(part);
    const painted = classes(parts.map((p) => readFileSync(path.join(STYLES.parts, p), 'utf8')).join('\n'));
    const rest = classes(mantineRestCss());
    expect([...painted].filter((c) => rest.has(c))).toEqual([]);
    expect([...classes(readFileSync(STYLES.whole, 'utf8'))].filter((c) => !painted.has(c) && !rest.has(c))).toEqual([]);
  });
});
