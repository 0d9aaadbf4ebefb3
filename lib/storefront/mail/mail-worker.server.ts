import 'server-only';
import { drainOutbox } from './drain';
import { mailOutbox, mailTransport } from './mail-outbox.server';
import { loggerFor, messageOf } from '@/lib/platform/logger';

/** Every instance looks at the outbox this often, so a message whose sender died is still sent. */
const POLL_MS = 60_000;

interface WorkerState {
  draining: Promise<void> | null;
  again: boolean;
  timer?: ReturnType<typeof setTimeout>;
}
const holder = globalThis as typeof globalThis & { __mailWorker?: WorkerState };
const state = () => (holder.__mailWorker ??= { draining: null, again: false });

async function scheduleNext() {
  const worker = state();
  clearTimeout(worker.timer);
  let wait = POLL_MS;
  try {
    const due = await mailOutbox().nextDue();
    if (due) wait = Math.min(POLL_MS, Math.max(1_000, due.getTime() - Date.now()));
  } catch (error) {
    loggerFor('mail').error({ err: error }, `could not read the outbox: ${messageOf(error)}`);
  }
  // unref: a waiting retry never keeps a process alive that is otherwise done.
  worker.timer = setTimeout(kickMailWorker, wait);
  worker.timer.unref?.();
}

/**
 * Sends what is due, in the background of this process; called after a message is written and at
 * start-up. One pass at a time per process; a kick during a pass runs another after it.
 */
export function kickMailWorker(): void {
  const worker = state();
  if (worker.draining) {
    worker.again = true;
    return;
  }
  worker.draining = (async () => {
    do {
      worker.again = false;
      await drainOutbox(mailOutbox(), mailTransport());
    } while (worker.again);
  })()
    .catch((error: unknown) =>
      loggerFor('mail').error({ err: error }, `the outbox could not be sent: ${messageOf(error)}`),
    )
    .finally(() => {
      worker.draining = null;
      void scheduleNext();
    });
}

/** Waits for the pass under way, if any (tests, and a server draining on SIGTERM). */
export async function mailWorkerIdle(): Promise<void> {
  await state().draining;
}
