import type { MessageKey } from '@/i18n/message-key';

/** What every server action answers: data, or a message key (translated by the caller) and field errors. */
export type ActionResult<T> =
  { ok: true; data: T } | { ok: false; message: MessageKey; fieldErrors?: Record<string, MessageKey> };

export function ok<T>(data: T): ActionResult<T> {
  return { ok: true, data };
}

export function fail<T = never>(message: MessageKey, fieldErrors?: Record<string, MessageKey>): ActionResult<T> {
  return { ok: false, message, fieldErrors };
}
