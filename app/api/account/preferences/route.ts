import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { preferencesAnswer } from '@/lib/storefront/preferences/preferences-answer.server';
import { loadOwnPreferences } from '@/lib/storefront/preferences/preferences.server';

/** The signed-in account's preferences and the entity tag to save them with. */
export async function GET() {
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  return preferencesAnswer(await loadOwnPreferences(gate.session.accountId));
}
