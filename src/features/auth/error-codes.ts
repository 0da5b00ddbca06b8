// Error codes of the auth API (better-auth's and ours) mapped to message keys under `messages.`.
export const AUTH_ERROR_CODES = {
  accountLocked: 'ACCOUNT_TEMPORARILY_LOCKED',
  commonPassword: 'PASSWORD_TOO_COMMON',
  // Deleting the account: the password is missing, or (no password) no fresh Google sign-in.
  deletePasswordRequired: 'DELETE_PASSWORD_REQUIRED',
  deleteFreshSignInRequired: 'DELETE_FRESH_SIGN_IN_REQUIRED',
} as const;

type AuthError = { code?: string; status?: number } | null | undefined;

export type AuthMessageKey =
  | 'messages.invalidCredentials'
  | 'messages.emailNotVerified'
  | 'messages.tooManyAttempts'
  | 'validation.passwordMin'
  | 'validation.passwordMax'
  | 'validation.passwordCommon'
  | 'validation.invalidEmail';

/** Message key for a known auth error, or undefined for the screen's generic message. */
export function authErrorMessageKey(error: AuthError): AuthMessageKey | undefined {
  if (!error) return undefined;
  if (error.status === 429) return 'messages.tooManyAttempts';
  switch (error.code) {
    case 'INVALID_EMAIL_OR_PASSWORD':
      return 'messages.invalidCredentials';
    case 'EMAIL_NOT_VERIFIED':
      return 'messages.emailNotVerified';
    case AUTH_ERROR_CODES.accountLocked:
      return 'messages.tooManyAttempts';
    case 'PASSWORD_TOO_SHORT':
      return 'validation.passwordMin';
    case 'PASSWORD_TOO_LONG':
      return 'validation.passwordMax';
    case AUTH_ERROR_CODES.commonPassword:
      return 'validation.passwordCommon';
    case 'INVALID_EMAIL':
      return 'validation.invalidEmail';
    default:
      return undefined;
  }
}
