import type { Storage } from '../storage/database';
import type { ServiceConfig } from '../config';
import type { ServiceLimits } from '../limits';
import type { ServiceConnection } from './connection';
import type { ServiceEvents } from '../events/events';

/** Who is calling (DESIGN.md §2). */
export type Principal =
  | { kind: 'implicit'; clientId: string }
  | { kind: 'admin'; clientId: string }
  | {
      kind: 'account';
      clientId: string;
      accountId: string;
      /**
       * The member the token was issued to, and the member's credentials generation then: a token
       * from before a password change is refused. Absent from tokens issued before issue 26.
       */
      memberId?: string;
      generation?: number;
    };

export interface ServiceDeps {
  storage: Storage;
  config: ServiceConfig;
  signingKey: string;
  limits: ServiceLimits;
  /** Where events go (a one-time password token for the shop to mail), like the vendor's webhooks. */
  events: ServiceEvents;
}

export interface ServiceEnv {
  Bindings: ServiceConnection;
  Variables: {
    deps: ServiceDeps;
    principal: Principal;
  };
}
