import { joinedMessages } from '@tedarik/contract/messages';
import type { output, ZodType } from 'zod';

type Validation<T> = { ok: true; data: T } | { ok: false; message: string };

/**
 * Runs a contract schema on form values. The spec shows all messages of a form at once, in one alert or modal:
 * the unique issue messages in the order of the form's fields, joined with '\n' (render with `white-space: pre-line`).
 */
export function validate<S extends ZodType>(schema: S, values: unknown): Validation<output<S>> {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, message: joinedMessages(schema, result.error.issues) };
}
