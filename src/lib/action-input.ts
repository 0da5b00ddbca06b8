import type { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { fail, ok, type ActionResult } from './action-result';

/** A schema's failures as field -> message key (each area's `...FieldErrors`, built on fieldErrorsOf). */
export type FieldErrorsOf = (error: z.ZodError) => Record<string, MessageKey>;

/**
 * An action's input parsed with the area's shared schema (the one its form uses): the values, or a
 * refusal whose message is the first field's error, with every field's error beside it.
 */
export function parseInput<S extends z.ZodType>(
  schema: S,
  input: unknown,
  fieldErrorsOf: FieldErrorsOf,
  fallback: MessageKey,
): ActionResult<z.output<S>> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return ok(parsed.data);
  const fieldErrors = fieldErrorsOf(parsed.error);
  return fail(Object.values(fieldErrors)[0] ?? fallback, fieldErrors);
}

/**
 * A single argument (a row's id, a status) whose every failure reads as one message: a malformed
 * id answers exactly like an id of no row (or of another user's row), so it tells nothing.
 */
export function parseOr<S extends z.ZodType>(schema: S, value: unknown, message: MessageKey): ActionResult<z.output<S>> {
  const parsed = schema.safeParse(value);
  return parsed.success ? ok(parsed.data) : fail(message);
}
