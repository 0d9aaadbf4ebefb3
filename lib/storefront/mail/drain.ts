import { retryDelaySeconds, type Outbox } from '@/lib/platform/outbox/outbox';
import { mailMessage } from './mail-message';
import type { MailTransport } from './mail-transport.server';
import { loggerFor } from '@/lib/platform/logger';

export interface DrainReport {
  sent: number;
  retrying: number;
  given_up: number;
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * Sends every message due now, a few at a time, until none is due: each sent one leaves the outbox,
 * each failed one is due again later (retryDelaySeconds), and one failed too often is given up and
 * logged. What is logged names the message's kind, never its words or links (a reset link carries
 * a token).
 */
export async function drainOutbox(
  outbox: Outbox<unknown>,
  transport: MailTransport,
  now: () => Date = () => new Date(),
  log: (line: string) => void = (line) => loggerFor('mail').warn(line),
): Promise<DrainReport> {
  const report: DrainReport = { sent: 0, retrying: 0, given_up: 0 };
  for (;;) {
    const claimed = await outbox.claim(now(), 5);
    if (claimed.length === 0) return report;
    for (const entry of claimed) {
      const message = mailMessage.safeParse(entry.payload);
      if (!message.success) {
        log(`[mail] dropped outbox entry ${entry.id}: it is not a message this shop writes`);
        await outbox.settle(entry.id);
        continue;
      }
      try {
        await transport.send(message.data);
        await outbox.settle(entry.id);
        report.sent += 1;
      } catch (error) {
        const delay = retryDelaySeconds(entry.attempts);
        if (delay === null) {
          log(
            `[mail] gave up on a ${message.data.kind} mail after ${entry.attempts} attempts: ${reason(error)}`,
          );
          await outbox.settle(entry.id);
          report.given_up += 1;
        } else {
          log(
            `[mail] a ${message.data.kind} mail was not sent (attempt ${entry.attempts}), retrying in ${delay} s: ${reason(error)}`,
          );
          await outbox.retryAt(entry.id, new Date(now().getTime() + delay * 1000), reason(error));
          report.retrying += 1;
        }
      }
    }
  }
}
