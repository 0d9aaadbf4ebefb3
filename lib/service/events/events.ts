import { loggerFor, messageOf } from '@/lib/platform/logger';

/**
 * What the service tells the outside when something happens that someone must act on, shaped as
 * the vendor's integration events (`triggered_by` and `payload`). The vendor delivers them to
 * webhooks; the embedded service hands them to the listeners its host registered (the storefront
 * mails the one-time password token of a password reset). A listener that fails is logged: the
 * request that caused the event has already done its work and is answered as usual.
 */
export interface OneTimePasswordTokenCreated {
  authentication_realm_id: string;
  password_profile_id: string;
  purpose: 'reset_password' | 'passwordless_authentication';
  one_time_password_token: string;
  created_at: string;
  updated_at: string;
  user_authentication_info: { id: string; name: string; email: string };
  user_authentication_password_profile_info: { id: string; password_profile_id: string; username: string };
}

export interface ServiceEvent {
  id: string;
  triggered_by: 'one-time-password-token-request.created';
  payload: OneTimePasswordTokenCreated;
}

/** Beside the event: the language the request that caused it asked for (its Accept-Language). */
export interface EventContext {
  language?: string;
}

export type EventListener = (event: ServiceEvent, context: EventContext) => Promise<void> | void;

export interface ServiceEvents {
  emit(event: ServiceEvent, context: EventContext): Promise<void>;
}

const holder = globalThis as typeof globalThis & { __commerceEventListeners?: Map<string, EventListener> };
const listeners = () => (holder.__commerceEventListeners ??= new Map());

/**
 * Registers (or replaces, by name) a listener for this process's services. Kept on globalThis:
 * every bundle of the host that registers the same name replaces, rather than adds, a copy.
 */
export function listenToServiceEvents(name: string, listener: EventListener): () => void {
  listeners().set(name, listener);
  return () => {
    if (listeners().get(name) === listener) listeners().delete(name);
  };
}

/** Delivers each event to every registered listener, one after another, waiting for each. */
export const registeredListeners: ServiceEvents = {
  async emit(event, context) {
    for (const [name, listener] of listeners()) {
      try {
        await listener(event, context);
      } catch (error) {
        loggerFor('commerce').error(
          { err: error },
          `the ${name} listener failed on ${event.triggered_by}: ${messageOf(error)}`,
        );
      }
    }
  },
};
