import 'server-only';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import type { PreferencesOutcome } from './preferences.server';

/** A preferences outcome as the route handlers answer it (error envelope of DESIGN.md §3). */
export async function preferencesAnswer(outcome: PreferencesOutcome): Promise<Response> {
  switch (outcome.kind) {
    case 'ok':
      return dataAnswer(outcome.version);
    case 'conflict':
      return errorAnswer(412, 'Someone else saved these preferences after you opened them.', {
        meta: { current: outcome.current },
      });
    case 'not-found':
      return errorAnswer(404, 'No preferences are stored for this account.');
    case 'forbidden':
      return errorAnswer(403, 'These preferences belong to another account.');
    case 'error':
      // Preferences are read and written with the administrator's token.
      return failureAnswer(outcome.error, { token: 'admin' });
  }
}
