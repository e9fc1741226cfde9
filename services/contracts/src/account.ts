import { z } from 'zod';
import { staffRoleSchema } from './staff';

/** The signed-in staff member's own account (/admin/account) and the password reset by mail. */

/** GET /api/auth/account; PUT /api/auth/account/email answers it too (with a message). */
export const accountSchema = z.object({
  /** What posts name as their author's id. */
  id: z.string(),
  username: z.string(),
  name: z.string(),
  /** What the console shows and hides follows it (@fns/contracts' ROLE_PERMISSIONS). */
  role: staffRoleSchema,
  /** Two-factor authentication is on; `twoFactorRequired`: it must be (REQUIRE_2FA=true, an Administrator) and is not yet. */
  twoFactorEnabled: z.boolean(),
  twoFactorRequired: z.boolean(),
  /** Where password-reset links and contact notifications go; null: none yet. */
  email: z.string().nullable(),
});
export type Account = z.infer<typeof accountSchema>;

/**
 * PUT /api/auth/account/email: `email` null removes it. Changing where reset links go asks for the
 * password when the session is older than 5 minutes (as promoting a release does).
 */
export const accountEmailRequestSchema = z.object({ email: z.string().nullable(), password: z.string().optional() });

/** POST /api/auth/forgot-password: the same 202 answer whether or not an account has that address. */
export const forgotPasswordRequestSchema = z.object({ email: z.string() });

/** POST /api/auth/reset-password: the token from the mail's /admin/reset-password?token=… link. */
export const resetPasswordRequestSchema = z.object({ token: z.string(), password: z.string() });

/** The query parameter of the reset link. */
export const RESET_TOKEN_PARAM = 'token';
/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;
