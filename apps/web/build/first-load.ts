// What a browser loads from a chunk of a build (the budgets of vite.config.ts and build/islands.ts): the chunk and every
// chunk it imports, gzip KB and files.
import { gzipSync } from 'node:zlib';
import type { Rolldown } from 'vite';

export function firstLoad(bundle: Rolldown.OutputBundle) {
  const chunks = Object.values(bundle).flatMap((c) => (c.type === 'chunk' ? [c] : []));
  const byFile = new Map<string, Rolldown.OutputChunk>(chunks.map((c) => [c.fileName, c]));
  const gzipped = new Map<string, number>();
  const size = (file: string) => {
    if (!gzipped.has(file)) gzipped.set(file, gzipSync(byFile.get(file)?.code ?? '').length);
    return gzipped.get(file) as number;
  };
  /** what loading these chunks loads: gzip KB and files */
  const load = (start: string[]) => {
    const seen = new Set<string>();
    const visit = (file: string) => {
      if (seen.has(file)) return;
      seen.add(file);
      for (const imported of byFile.get(file)?.imports ?? []) visit(imported);
    };
    for (const file of start) visit(file);
    return { kb: [...seen].reduce((sum, file) => sum + size(file), 0) / 1024, files: seen };
  };
  return { chunks, byFile, load };
}
