import { marketLanguage, marketPath, type Market } from '@/lib/i18n/markets';
import type { OrderView } from '@/lib/storefront/orders/order-view';
import { renderMail, type MailBlock } from './mail-layout';
import type { MailMessage } from './mail-message';
import { mailWords } from './mail-words';

/** A path of the shop in the market, as an absolute link at `origin` (mail-settings.server.ts). */
const link = (origin: string, market: Market, path: string) =>
  new URL(marketPath(market, path), origin).toString();

export function welcomeMail(input: {
  to: string;
  name: string;
  market: Market;
  origin: string;
}): MailMessage {
  const t = mailWords(input.market);
  const language = marketLanguage(input.market);
  return {
    kind: 'welcome',
    to: input.to,
    language,
    ...renderMail({
      language,
      subject: t('welcome.subject'),
      heading: t('welcome.heading', { name: input.name }),
      blocks: [
        { type: 'paragraph', text: t('welcome.body', { email: input.to }) },
        { type: 'action', label: t('welcome.action'), href: link(input.origin, input.market, '/account') },
      ],
      footer: t('welcome.footer'),
    }),
  };
}

/** The reset page's address carries the one-time token; it is used only when the form is sent. */
export function passwordResetLink(origin: string, market: Market, email: string, token: string): string {
  const url = new URL(link(origin, market, '/reset-password'));
  url.searchParams.set('email', email);
  url.searchParams.set('token', token);
  return url.toString();
}

export function passwordResetMail(input: {
  to: string;
  name: string;
  market: Market;
  link: string;
}): MailMessage {
  const t = mailWords(input.market);
  const language = marketLanguage(input.market);
  return {
    kind: 'password-reset',
    to: input.to,
    language,
    ...renderMail({
      language,
      subject: t('passwordReset.subject'),
      heading: t('passwordReset.heading'),
      blocks: [
        { type: 'paragraph', text: t('greeting', { name: input.name }) },
        { type: 'paragraph', text: t('passwordReset.body', { email: input.to }) },
        { type: 'action', label: t('passwordReset.action'), href: input.link },
        { type: 'paragraph', text: t('passwordReset.expiry') },
      ],
      footer: t('passwordReset.footer'),
    }),
  };
}

/**
 * The order as the confirmation page shows it (lib/storefront/orders/order-view.ts): its number,
 * lines, delivery and totals, in the market's language. Written after the payment succeeded.
 */
export function orderConfirmationMail(input: {
  order: OrderView;
  market: Market;
  origin: string;
}): MailMessage {
  const { order } = input;
  const t = mailWords(input.market);
  const language = marketLanguage(input.market);
  const totals = order.totals;
  const blocks: MailBlock[] = [
    { type: 'paragraph', text: t('greeting', { name: order.customer.name }) },
    {
      type: 'paragraph',
      text: order.placedAt
        ? t('order.bodyOn', { number: order.number, date: order.placedAt })
        : t('order.body', { number: order.number }),
    },
    {
      type: 'table',
      heading: t('order.lines'),
      rows: order.lines.map((line) => ({
        label: t('order.line', { name: line.name, quantity: line.quantity }),
        value: line.total.formatted,
      })),
    },
  ];
  if (order.shippingAddress.length > 0 || order.delivery) {
    blocks.push({
      type: 'lines',
      heading: t('order.delivery'),
      lines: [
        ...order.shippingAddress,
        ...(order.delivery
          ? [
              t('order.method', {
                method: order.delivery.method,
                price: order.delivery.price ?? t('order.free'),
              }),
            ]
          : []),
      ],
    });
  }
  blocks.push({
    type: 'table',
    heading: t('order.totals'),
    rows: [
      { label: t('order.subtotal'), value: totals.subtotal.formatted },
      ...(totals.discount.amount > 0
        ? [{ label: t('order.discount'), value: `−${totals.discount.formatted}` }]
        : []),
      ...(totals.shipping
        ? [
            {
              label: t('order.shipping'),
              value: totals.shipping.amount === 0 ? t('order.free') : totals.shipping.formatted,
            },
          ]
        : []),
      { label: t('order.tax'), value: totals.tax.formatted },
      { label: t('order.total'), value: totals.total.formatted, strong: true },
    ],
  });
  blocks.push({
    type: 'action',
    label: t('order.action'),
    href: link(input.origin, input.market, `/orders/${encodeURIComponent(order.id)}`),
  });
  return {
    kind: 'order-confirmation',
    to: order.customer.email,
    language,
    ...renderMail({
      language,
      subject: t('order.subject', { number: order.number }),
      heading: t('order.heading'),
      blocks,
      footer: t('order.footer'),
    }),
  };
}
