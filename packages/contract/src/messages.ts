// The spec shows all messages of a form at once, in one alert or modal, in the order of the form's fields. zod
// reports a refinement across fields (a manufacturer's sector, a repeated password) after every field check; these
// put each message back at its field's place. Used by the browser's form check and the server's 400 answer alike.
import type { z } from 'zod';

type Issue = { path: PropertyKey[]; message: string };

/** The field names of an object schema, in order, through refinements, intersections and pipes. */
export function fieldOrder(schema: unknown): string[] {
  const def = (schema as { _zod?: { def?: Record<string, unknown> } })?._zod?.def;
  if (!def) return [];
  if (def.type === 'object') return Object.keys(def.shape as object);
  if (def.type === 'intersection') return [...fieldOrder(def.left), ...fieldOrder(def.right)];
  if (def.type === 'pipe') return fieldOrder(def.in);
  return [];
}

/** The unique messages of `issues`, ordered by the field they concern ('\n'-joined for one alert). */
export function joinedMessages(schema: z.ZodType | unknown, issues: readonly Issue[]): string {
  const order = fieldOrder(schema);
  const rank = (issue: Issue) => {
    const i = order.indexOf(String(issue.path[0]));
    return i === -1 ? order.length : i;
  };
  const sorted = issues.map((issue, i) => ({ issue, i })).sort((a, b) => rank(a.issue) - rank(b.issue) || a.i - b.i);
  return [...new Set(sorted.map(({ issue }) => issue.message))].join('\n');
}
