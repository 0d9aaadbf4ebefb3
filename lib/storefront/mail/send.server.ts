import 'server-only';
import type { Market } from '@/lib/i18n/markets';
import type { OrderView } from '@/lib/storefront/orders/order-view';
import { orderConfirmationMail, passwordResetLink, passwordResetMail, welcomeMail } from './compose';
import type { MailMessage } from './mail-message';
import { mailOutbox } from './mail-outbox.server';
import { mailOrigin } from './mail-settings.server';
import { kickMailWorker } from './mail-worker.server';
import { loggerFor, messageOf } from '@/lib/platform/logger';

/**
 * Writes the message to the outbox and has it sent in the background. The shopper's request never
 * fails because of mail: a full or unreachable outbox is logged and answered false, the caller goes
 * on (the order is placed, the account made, whether or not its mail can be sent).
 */
export async function queueMail(message: MailMessage): Promise<boolean> {
  try {
    const added = await mailOutbox().add(message, new Date());
    if (!added.added) {
      loggerFor('mail').error(`the outbox is full: a ${message.kind} mail was not kept`);
      return false;
    }
    kickMailWorker();
    return true;
  } catch (error) {
    loggerFor('mail').error(
      { err: error },
      `a ${message.kind} mail could not be written to the outbox: ${messageOf(error)}`,
    );
    return false;
  }
}

/** After registration: welcome, with the way to the account. */
export const sendWelcomeMail = (input: { to: string; name: string; market: Market }) =>
  queueMail(welcomeMail({ ...input, origin: mailOrigin() }));

/** The reset link with its one-time token, to the member's address (reset-password page). */
export const sendPasswordResetMail = (input: { to: string; name: string; market: Market; token: string }) =>
  queueMail(
    passwordResetMail({
      to: input.to,
      name: input.name,
      market: input.market,
      link: passwordResetLink(mailOrigin(), input.market, input.to, input.token),
    }),
  );

/**
 * The order confirmation, to the order's customer email, once its payment has succeeded: number,
 * lines, delivery and totals as `orderView` makes them for the confirmation page, in the market the
 * shopper bought in.
 */
export const sendOrderConfirmationMail = (input: { order: OrderView; market: Market }) =>
  queueMail(orderConfirmationMail({ ...input, origin: mailOrigin() }));
