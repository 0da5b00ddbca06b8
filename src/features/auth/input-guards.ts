// Checks on what the auth endpoints receive that better-auth itself does not make; each one was a
// 500 or an unchecked write found by the fuzz tests. Run first in the auth hooks.
import { isStorableText } from '@/lib/storable-text';

/** The sign-up form sends the e-mail's local part as the name, so an e-mail's length bounds it. */
export const USER_NAME_MAX_LENGTH = 254;
const NAME_PATHS = new Set(['/sign-up/email', '/update-user']);

export type AuthInputProblem = { code: string; message: string };

/** True when some string inside the value holds a NUL (unstorable, and a failed query). */
function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return !isStorableText(value);
  if (depth > 8 || typeof value !== 'object' || value === null) return false;
  return Object.values(value).some((v) => holdsNul(v, depth + 1));
}

/**
 * Why an auth request's body or query is refused before better-auth runs, or null:
 * - a NUL anywhere: better-auth passed it on to PostgreSQL (the sign-in lock check, a user's name);
 * - a user name that is not 1-254 characters of text: `null` failed the NOT NULL column, a number
 *   or 100,000 characters were stored as they came;
 * - an `image`: the app has no avatar, and the field took any URL, javascript: included.
 */
export function authInputProblem(path: string, body: unknown, query: unknown): AuthInputProblem | null {
  if (holdsNul(body) || holdsNul(query)) return { code: 'INVALID_INPUT', message: 'The request holds a NUL character.' };
  if (!NAME_PATHS.has(path) || typeof body !== 'object' || body === null) return null;
  const fields = body as Record<string, unknown>;
  const nameSent = path === '/sign-up/email' || Object.hasOwn(fields, 'name');
  if (nameSent) {
    const name = fields.name;
    if (typeof name !== 'string' || name.trim() === '' || name.length > USER_NAME_MAX_LENGTH)
      return { code: 'INVALID_NAME', message: `The name must be 1 to ${USER_NAME_MAX_LENGTH} characters of text.` };
  }
  if (fields.image !== undefined && fields.image !== null)
    return { code: 'FIELD_NOT_ALLOWED', message: 'image is not allowed to be set' };
  return null;
}
