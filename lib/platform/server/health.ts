import { isDraining } from './lifecycle';

/**
 * Liveness and readiness. `/healthz`: the process answers. `/readyz`: it should be sent traffic —
 * not draining, and every registered check passes (the storage open and migrated, Redis reachable
 * when configured). A check throws with the reason it fails; the answer names it.
 */
type Check = () => Promise<void>;

const holder = globalThis as typeof globalThis & { __platformReadiness?: Map<string, Check> };
const checks = (holder.__platformReadiness ??= new Map<string, Check>());

/** Adds (or replaces) a readiness check under a name shown in the answer. */
export function addReadinessCheck(name: string, check: Check): void {
  checks.set(name, check);
}

/** A check that takes longer than this fails: a balancer must not wait on a hung dependency. */
const CHECK_TIMEOUT_MS = 2_000;

async function run(check: Check): Promise<string> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<string>((resolve) => {
    timer = setTimeout(() => resolve(`no answer within ${CHECK_TIMEOUT_MS} ms`), CHECK_TIMEOUT_MS);
  });
  try {
    return await Promise.race([check().then(() => 'ok'), late]);
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  } finally {
    clearTimeout(timer);
  }
}

export interface Readiness {
  status: 'ready' | 'not ready' | 'draining';
  checks: Record<string, string>;
}

export async function readiness(): Promise<Readiness> {
  if (isDraining()) return { status: 'draining', checks: {} };
  const names = [...checks.keys()];
  const results = await Promise.all([...checks.values()].map(run));
  const outcome = Object.fromEntries(names.map((name, i) => [name, results[i]!]));
  // A check may have run into the start of a drain: say draining, not ready.
  if (isDraining()) return { status: 'draining', checks: outcome };
  return { status: results.every((result) => result === 'ok') ? 'ready' : 'not ready', checks: outcome };
}

export const HEALTH_PATHS = new Set(['/healthz', '/readyz']);

/** The answer to `/healthz` or `/readyz`: status and JSON body, never cached. */
export async function healthAnswer(path: string): Promise<{ status: number; body: unknown }> {
  if (path === '/healthz') return { status: 200, body: { status: 'ok' } };
  const state = await readiness();
  return { status: state.status === 'ready' ? 200 : 503, body: state };
}
