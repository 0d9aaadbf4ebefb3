import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/lib/commerce/schemas/passwords';

/**
 * The bodies of the account's own handlers (app/api/account/**): the browser checks them before
 * sending, the handler again. Messages are for the log; the pages word each field themselves.
 */
/** The longest name, email and password the forms take (their fields' `maxLength` too). */
export const NAME_MAX = 255;
export const EMAIL_MAX = 255;
export const PASSWORD_MAX = 1024;

const name = z.string().trim().min(1, 'enter your name').max(NAME_MAX);
const email = z.email('enter an email address like name@example.com').max(EMAIL_MAX);
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(PASSWORD_MAX);

export const joinBody = z.object({
  name,
  email,
  password: newPassword,
  next: z.string().max(2048).optional(),
});

export const forgotBody = z.object({ email });

export const resetBody = z.object({
  email,
  token: z.string().trim().min(1).max(256),
  password: newPassword,
});

export const profileBody = z.object({
  name,
  email,
  /** Needed only when the email (which is also the sign-in name) changes. */
  currentPassword: z.string().max(PASSWORD_MAX).optional(),
});

export const passwordBody = z.object({
  currentPassword: z.string().min(1, 'enter your current password').max(PASSWORD_MAX),
  newPassword,
});
