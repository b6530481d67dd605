/**
 * A suggestion's name cut at its marks (GET /api/v2/search/suggestions: [start, end) ranges where the text matched),
 * as the parts to show in turn: plain, marked, plain, … ('Dikişli Çelik Boru' with [[14, 18]] → ['Dikişli Çelik ',
 * 'Boru']). A range out of the name or behind the one before is left out: the name always shows whole.
 */
export function markedParts(name: string, marks: [number, number][]): string[] {
  const parts: string[] = [];
  let at = 0;
  for (const [start, end] of marks) {
    if (start < at || end <= start || end > name.length) continue;
    parts.push(name.slice(at, start), name.slice(start, end));
    at = end;
  }
  parts.push(name.slice(at));
  return parts;
}
