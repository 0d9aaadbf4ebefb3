import type { Storage } from '../storage/database';
import type { ServiceConfig } from '../config';
import type { ServiceLimits } from '../limits';
import type { ServiceConnection } from './connection';

/** Who is calling (DESIGN.md §2). */
export type Principal =
  | { kind: 'implicit'; clientId: string }
  | { kind: 'admin'; clientId: string }
  | { kind: 'account'; clientId: string; accountId: string };

export interface ServiceDeps {
  storage: Storage;
  config: ServiceConfig;
  signingKey: string;
  limits: ServiceLimits;
}

export interface ServiceEnv {
  Bindings: ServiceConnection;
  Variables: {
    deps: ServiceDeps;
    principal: Principal;
  };
}
