import { z } from 'zod';
import { MIN_PASSWORD_LENGTH } from '@/lib/commerce/schemas/passwords';

/**
 * The bodies of the account's own handlers (app/api/account/**): the browser checks them before
 * sending, the handler again. Messages are for the log; the pages word each field themselves.
 */
const email = z.email('enter an email address like name@example.com').max(255);
const newPassword = z
  .string()
  .min(MIN_PASSWORD_LENGTH, `at least ${MIN_PASSWORD_LENGTH} characters`)
  .max(1024);

export const joinBody = z.object({
  name: z.string().trim().min(1, 'enter your name').max(255),
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
  name: z.string().trim().min(1, 'enter your name').max(255),
  email,
  /** Needed only when the email (which is also the sign-in name) changes. */
  currentPassword: z.string().max(1024).optional(),
});

export const passwordBody = z.object({
  currentPassword: z.string().min(1, 'enter your current password').max(1024),
  newPassword,
});
