import 'server-only';
import { negotiateMarket } from '@/lib/i18n/markets';
import type { EventListener } from '@/lib/service/embedded';
import { sendPasswordResetMail } from '@/lib/storefront/mail/send.server';

/**
 * The shop's answer to the service's `one-time-password-token-request.created` event (the vendor
 * delivers it to a webhook integration; the embedded service to this listener): a password reset
 * mails the member a link carrying the token, in the language the request asked in. The token is
 * handed on, never logged. A passwordless sign-in request is not something this shop offers.
 */
export const mailOneTimePasswordToken: EventListener = async (event, context) => {
  if (event.triggered_by !== 'one-time-password-token-request.created') return;
  const { payload } = event;
  if (payload.purpose !== 'reset_password') return;
  await sendPasswordResetMail({
    to: payload.user_authentication_info.email,
    name: payload.user_authentication_info.name,
    market: negotiateMarket(context.language),
    token: payload.one_time_password_token,
  });
};
