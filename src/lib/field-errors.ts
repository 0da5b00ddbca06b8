import type { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';

/**
 * A schema's failures as field -> message key, the first per field. Our refinements carry keys of
 * the area's namespace or of the shared `numbers` one (money and hours fields); anything else (a
 * wrong type, an unknown field) reads as `fallback`.
 */
export function fieldErrorsOf(error: z.ZodError, namespace: string, fallback: MessageKey): Record<string, MessageKey> {
  const out: Record<string, MessageKey> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? 'form');
    out[field] ??=
      issue.message.startsWith(`${namespace}.`) || issue.message.startsWith('numbers.')
        ? (issue.message as MessageKey)
        : fallback;
  }
  return out;
}
