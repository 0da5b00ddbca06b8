// Form rules of the auth screens (minimum length 8: docs/security.md, "Authentication").
// Each message is a key of the catalogues; better-auth enforces the same rules on the server.
import { z } from 'zod';
import type { MessageKey } from '@/i18n/message-key';
import { isCommonPassword, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@/lib/password-rules';

const email = z.string().trim().max(254, 'validation.emailTooLong').email('validation.invalidEmail');

const newPassword = z
  .string()
  .min(PASSWORD_MIN_LENGTH, 'validation.passwordMin')
  .max(PASSWORD_MAX_LENGTH, 'validation.passwordMax')
  .refine((p) => !isCommonPassword(p), 'validation.passwordCommon');

export const loginSchema = z.object({
  email: z.string().trim().min(1, 'validation.fillEmailPassword').pipe(email),
  password: z.string().min(1, 'validation.fillEmailPassword'),
  rememberMe: z.boolean(),
});

export const signupSchema = z
  .object({
    email: z.string().trim().min(1, 'validation.fillAll'),
    password: z.string().min(1, 'validation.fillAll'),
    confirmPassword: z.string().min(1, 'validation.fillAll'),
  })
  .pipe(
    z
      .object({ email, password: z.string(), confirmPassword: z.string() })
      .refine((v) => v.password === v.confirmPassword, { message: 'validation.passwordsMismatch', path: ['confirmPassword'] })
      .pipe(z.object({ email: z.string(), password: newPassword, confirmPassword: z.string() })),
  );

export const resetPasswordSchema = z
  .object({
    password: z.string().min(1, 'validation.fillAll'),
    confirmPassword: z.string().min(1, 'validation.fillAll'),
  })
  .refine((v) => v.password === v.confirmPassword, { message: 'validation.passwordsMismatch', path: ['confirmPassword'] })
  .pipe(z.object({ password: newPassword, confirmPassword: z.string() }));

export const forgotPasswordSchema = z.object({
  email: z.string().trim().min(1, 'validation.emailFirst').pipe(email),
});

/** The first problem of a failed parse, as a message key. */
export function firstIssueKey(error: z.ZodError): MessageKey {
  return (error.issues[0]?.message ?? 'validation.fillAll') as MessageKey;
}
