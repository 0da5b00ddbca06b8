// better-auth's client answers `{ data, error }`; the auth forms read it as the ActionResult every
// other form reads, so they take the same form shape (docs/forms.md).
import type { MessageKey } from '@/i18n/message-key';
import { fail, ok, type ActionResult } from '@/lib/action-result';
import { authErrorMessageKey } from './error-codes';

type AuthAnswer = { error: { code?: string; status?: number } | null };

/**
 * The answer of an auth call: ok, or the message key of its error (a known code, one of `byCode`
 * for this screen, else `fallback`, the screen's generic message).
 */
export async function authResult(
  call: Promise<AuthAnswer>,
  fallback: MessageKey,
  byCode: Record<string, MessageKey> = {},
): Promise<ActionResult<null>> {
  const { error } = await call;
  if (!error) return ok(null);
  return fail((error.code ? byCode[error.code] : undefined) ?? authErrorMessageKey(error) ?? fallback);
}
