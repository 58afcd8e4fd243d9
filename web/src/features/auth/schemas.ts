import { z } from 'zod';
import { MESSAGES } from '@contract/messages';
import { email, password, phoneNumber } from '@contract/common';
import { registerBody } from '@contract/users';

/** Form schemas of the auth screens, built from the contract's fields and texts. */

export const signInSchema = z.object({ email: email(), password: password() });

export const emailSchema = z.object({ email: email() });

const confirmation = z.string().min(1, MESSAGES.required);

const matching = <T extends { password: string; confirmPassword: string }>(v: T, ctx: z.RefinementCtx) => {
  if (v.confirmPassword && v.password !== v.confirmPassword)
    ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: MESSAGES.passwordsDoNotMatch });
};

export const signUpSchema = registerBody.extend({ confirmPassword: confirmation }).superRefine(matching);

export const newPasswordSchema = z
  .object({ password: password(), confirmPassword: confirmation })
  .superRefine(matching);

export const phoneSchema = z.object({ phoneNumber: z.string().trim().min(1, MESSAGES.required).pipe(phoneNumber()) });

export const otpSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^[0-9]{6}$/, MESSAGES.invalidOtp),
});
