import { z } from 'zod';
import { requireSession } from '@/lib/storefront/account/account-gate.server';
import { readBody } from '@/lib/storefront/http/read-body.server';
import { refuseCrossOrigin } from '@/lib/storefront/http/same-origin.server';
import { applyShopperDefaults } from '@/lib/storefront/preferences/shopper-defaults.server';
import { preferenceValues } from '@/lib/storefront/preferences/preferences';
import { preferencesAnswer } from '@/lib/storefront/preferences/preferences-answer.server';
import { savePreferences } from '@/lib/storefront/preferences/preferences.server';

/** The values to save and the entity tag of the version they were edited from (spec 4.5 If-Match). */
const saveBody = z.strictObject({
  values: preferenceValues,
  etag: z.string().min(1, 'is the version the preferences were read at').max(200),
});

/**
 * Saves the account's preferences with the administrator's token, after checking that the entry
 * belongs to the signed-in account (403 when not, 404 when there is no such entry). Someone else's
 * save in between is 412, with the version that won in `meta.current`.
 */
export async function PUT(request: Request, { params }: RouteContext<'/api/account/preferences/[entryId]'>) {
  const crossSite = refuseCrossOrigin(request);
  if (crossSite) return crossSite;
  const gate = await requireSession();
  if ('refused' in gate) return gate.refused;
  const read = await readBody(request, saveBody);
  if (!read.ok) return read.response;
  const { entryId } = await params;
  const outcome = await savePreferences(gate.session.accountId, entryId, read.data.values, read.data.etag);
  if (outcome.kind === 'ok') await applyShopperDefaults(outcome.version.values, request);
  return preferencesAnswer(outcome);
}
