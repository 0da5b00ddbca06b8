// The password-reset request answered before it is done (see the before hook in auth.ts): only
// a body better-auth would take as it is, with a redirect inside the app, is deferred.
import { z } from 'zod';

/** better-auth's own answer to a reset request, for an account and an unknown e-mail alike. */
export const RESET_REQUEST_ANSWER = {
  status: true,
  message: 'If this email exists in our system, check your email for the reset link',
} as const;

const deferrable = z.strictObject({
  email: z.email().max(254),
  // A path of this app ("/auth/reset-password", "/en/auth/reset-password"): never another
  // origin, never "//host" or "/\host"; anything else is left to better-auth's origin check.
  redirectTo: z
    .string()
    .max(300)
    .regex(/^\/(?![/\\])[A-Za-z0-9\-._~/]*$/)
    .optional(),
});

export type DeferredResetRequest = z.infer<typeof deferrable>;

export function deferrableResetRequest(body: unknown): DeferredResetRequest | null {
  const parsed = deferrable.safeParse(body);
  return parsed.success ? parsed.data : null;
}
