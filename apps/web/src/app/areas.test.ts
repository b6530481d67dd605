import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// docs/decisions/0035: a call is in the area of the resource it changes (a read: of what it answers), under the same
// name in the contract, the server and the web. The web's two frames are no area: they make the calls the frame
// itself shows (the site's footer and notifications, the back-office's login and version).
const FEATURES = join(import.meta.dirname, '..', 'features');
const FRAMES = new Set(['site', 'admin']);

describe('the web calls each area from its own feature', () => {
  it("imports no other area's calls into a feature's api/ (types aside)", () => {
    const strays: string[] = [];
    for (const area of readdirSync(FEATURES)) {
      if (FRAMES.has(area)) continue;
      const api = join(FEATURES, area, 'api');
      let files: string[] = [];
      try {
        files = readdirSync(api);
      } catch {
        continue;
      }
      for (const file of files) {
        const text = readFileSync(join(api, file), 'utf8');
        for (const [, from] of text.matchAll(
          /^import (?!type )[^;]*?from '@tedarik\/contract\/([a-z]+)\/[a-z-]+';/gms,
        )) {
          if (from !== area) strays.push(`features/${area}/api/${file} → contract/${from}`);
        }
      }
    }
    expect(strays).toEqual([]);
  });
});
