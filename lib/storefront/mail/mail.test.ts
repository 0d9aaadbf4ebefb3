import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { directoryOutbox } from '@/lib/platform/outbox/directory-outbox';
import type { OrderView } from '@/lib/storefront/orders/order-view';
import { orderConfirmationMail, passwordResetLink, passwordResetMail, welcomeMail } from './compose';
import { drainOutbox } from './drain';
import { startSmtpInbox, type SmtpInbox } from './testing/smtp-inbox';

vi.mock('server-only', () => ({}));
const { dropTransport, smtpTransport } = await import('./mail-transport.server');

const FROM = 'Harbor & Pine <shop@example.test>';
const ORIGIN = 'https://shop.example.test';

const money = (amount: number, formatted: string) => ({ amount, currency: 'EUR', formatted });
const order: OrderView = {
  id: '0f9c2a4e-1b7d-4c55-9a43-2f1e6d8b7c10',
  number: 'HP-10042',
  status: 'processing',
  payment: 'paid',
  awaitingPayment: false,
  placedAt: '12 mars 2030',
  customer: { email: 'lea@example.test', name: 'Léa <Martin>' },
  shippingAddress: ['Léa Martin', '3 rue des Pins', '75011 Paris', 'France'],
  billingAddress: [],
  delivery: { method: 'Standard', price: null },
  accountId: null,
  currency: 'EUR',
  itemCount: 2,
  promotions: [],
  lines: [
    {
      id: 'line-1',
      kind: 'product',
      name: 'Veste <b>Harbor</b>',
      quantity: 2,
      options: [],
      customInputs: [],
      bundle: [],
      unit: { ...money(6000, '60,00 €'), includesTax: true },
      total: money(12000, '120,00 €'),
      totalWithoutTax: money(10000, '100,00 €'),
      tax: money(2000, '20,00 €'),
    },
  ],
  totals: {
    subtotal: money(12000, '120,00 €'),
    discount: money(0, '0,00 €'),
    withoutTax: money(10000, '100,00 €'),
    tax: money(2000, '20,00 €'),
    total: money(12000, '120,00 €'),
    shipping: money(0, '0,00 €'),
  },
};

/** A port nothing listens on: a mail server that is down. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('mail words', () => {
  it('writes the welcome in the shopper’s language, with a link to the account in their market', () => {
    const english = welcomeMail({ to: 'ada@example.test', name: 'Ada', market: 'en-gb', origin: ORIGIN });
    expect(english).toMatchObject({ kind: 'welcome', language: 'en', subject: 'Welcome to Harbor & Pine' });
    expect(english.text).toContain(`${ORIGIN}/en-gb/account`);
    const french = welcomeMail({ to: 'lea@example.test', name: 'Léa', market: 'fr-fr', origin: ORIGIN });
    expect(french).toMatchObject({ language: 'fr', subject: 'Bienvenue chez Harbor & Pine' });
    expect(french.html).toContain('<html lang="fr">');
    expect(french.text).toContain(`${ORIGIN}/fr-fr/account`);
  });

  it('puts the one-time token in the reset link and says it works once, within 15 minutes', () => {
    const link = passwordResetLink(ORIGIN, 'fr-fr', 'léa+shop@example.test', 'tok_en/+=');
    const url = new URL(link);
    expect(url.pathname).toBe('/fr-fr/reset-password');
    expect(url.searchParams.get('email')).toBe('léa+shop@example.test');
    expect(url.searchParams.get('token')).toBe('tok_en/+=');
    const mail = passwordResetMail({ to: 'lea@example.test', name: 'Léa', market: 'fr-fr', link });
    expect(mail.text).toContain(link);
    expect(mail.text).toContain('15 minutes');
    expect(mail.html).toContain(link.replace(/&/g, '&amp;'));
  });

  it('escapes what people typed: names and product names never become markup', () => {
    const mail = orderConfirmationMail({ order, market: 'fr-fr', origin: ORIGIN });
    expect(mail.html).not.toContain('<b>Harbor</b>');
    expect(mail.html).toContain('Veste &lt;b&gt;Harbor&lt;/b&gt; × 2');
    expect(mail.html).toContain('Bonjour Léa &lt;Martin&gt;,');
    expect(mail.text).toContain('Veste <b>Harbor</b> × 2: 120,00 €');
  });

  it('confirms an order with its number, lines, delivery and totals', () => {
    const mail = orderConfirmationMail({ order, market: 'fr-fr', origin: ORIGIN });
    expect(mail).toMatchObject({
      kind: 'order-confirmation',
      to: 'lea@example.test',
      subject: 'Votre commande Harbor & Pine HP-10042',
    });
    for (const expected of [
      'HP-10042',
      '3 rue des Pins',
      '75011 Paris',
      'Standard : Offerte',
      'Livraison: Offerte',
      'Taxes: 20,00 €',
      'Total: 120,00 €',
      `${ORIGIN}/fr-fr/orders/${order.id}`,
    ])
      expect(mail.text).toContain(expected);
  });
});

describe('sending', () => {
  let inbox: SmtpInbox;
  let directory: string;
  beforeAll(async () => {
    inbox = await startSmtpInbox();
    directory = await mkdtemp(path.join(tmpdir(), 'mail-'));
  });
  afterAll(async () => {
    await inbox.close();
    await rm(directory, { recursive: true, force: true });
  });

  it('sends what the outbox holds over SMTP, from MAIL_FROM, and empties it', async () => {
    const outbox = directoryOutbox<unknown>(path.join(directory, 'outbox-1'));
    await outbox.add(
      welcomeMail({ to: 'ada@example.test', name: 'Ada', market: 'en-us', origin: ORIGIN }),
      new Date(),
    );
    await outbox.add(orderConfirmationMail({ order, market: 'fr-fr', origin: ORIGIN }), new Date());
    const report = await drainOutbox(outbox, smtpTransport(inbox.url, FROM));
    expect(report).toEqual({ sent: 2, retrying: 0, given_up: 0 });
    expect(await outbox.size()).toBe(0);
    const welcome = await inbox.next((mail) => mail.to.includes('ada@example.test'));
    expect(welcome).toMatchObject({
      from: '"Harbor & Pine" <shop@example.test>',
      subject: 'Welcome to Harbor & Pine',
      language: 'en',
    });
    expect(welcome.text).toContain(`${ORIGIN}/en-us/account`);
    const confirmation = await inbox.next((mail) => mail.to.includes('lea@example.test'));
    expect(confirmation).toMatchObject({ subject: 'Votre commande Harbor & Pine HP-10042', language: 'fr' });
    expect(confirmation.html).toContain('HP-10042');
  });

  it('keeps a message while the mail server is down and sends it once the server is back', async () => {
    const port = await freePort();
    const log: string[] = [];
    const outbox = directoryOutbox<unknown>(path.join(directory, 'outbox-2'));
    const link = passwordResetLink(ORIGIN, 'en-us', 'grace@example.test', 'secret-token-value');
    await outbox.add(
      passwordResetMail({ to: 'grace@example.test', name: 'Grace', market: 'en-us', link }),
      new Date(),
    );

    const down = await drainOutbox(
      outbox,
      smtpTransport(`smtp://127.0.0.1:${port}`, FROM),
      undefined,
      (line) => log.push(line),
    );
    expect(down).toEqual({ sent: 0, retrying: 1, given_up: 0 });
    expect(await outbox.size()).toBe(1);
    const due = await outbox.nextDue();
    expect(due!.getTime()).toBeGreaterThan(Date.now() + 20_000);
    // Logged by kind, never with the link (it carries a token).
    expect(log.join('\n')).toContain('password-reset');
    expect(log.join('\n')).not.toContain('secret-token-value');

    const revived = await startSmtpInbox(port);
    try {
      const later = () => new Date(due!.getTime() + 1);
      expect(await drainOutbox(outbox, smtpTransport(revived.url, FROM), later)).toEqual({
        sent: 1,
        retrying: 0,
        given_up: 0,
      });
      const mail = await revived.next((received) => received.to.includes('grace@example.test'));
      expect(mail.text).toContain(link);
      expect(await outbox.size()).toBe(0);
    } finally {
      await revived.close();
    }
  });

  it('without SMTP_URL keeps each message as an .eml file, logs its first link, and keeps only the newest', async () => {
    const drop = path.join(directory, 'sent');
    const log: string[] = [];
    const transport = dropTransport(drop, FROM, (line) => log.push(line), 2);
    const link = passwordResetLink(ORIGIN, 'en-us', 'ada@example.test', 'abc');
    for (const name of ['One', 'Two', 'Three'])
      await transport.send(passwordResetMail({ to: 'ada@example.test', name, market: 'en-us', link }));
    const files = (await readdir(drop)).sort();
    expect(files).toHaveLength(2);
    const parsed = await simpleParser(await readFile(path.join(drop, files[1]!)));
    expect(parsed.subject).toBe('Reset your Harbor & Pine password');
    expect(parsed.from?.value[0]).toMatchObject({ name: 'Harbor & Pine', address: 'shop@example.test' });
    expect(parsed.text).toContain('Hello Three,');
    expect(log.at(-1)).toContain(link);
  });
});
