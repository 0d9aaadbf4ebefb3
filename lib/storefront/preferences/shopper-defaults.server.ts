import 'server-only';
import { saveShopperChoice } from '@/lib/storefront/i18n/shopper-context.server';
import { storeCurrencyFor, storeLocaleFor, type PreferenceValues } from './preferences';

/**
 * Saved preferences become the shopper's defaults: the same cookies as the header's language and
 * currency switcher (app/api/shopper-context/route.ts). A preference the store cannot honour (a
 * language it does not offer) leaves the current choice alone.
 */
export async function applyShopperDefaults(
  values: Pick<PreferenceValues, 'preferred_locale' | 'preferred_currency'>,
  request: Request,
): Promise<void> {
  await saveShopperChoice(
    {
      locale: storeLocaleFor(values.preferred_locale) ?? undefined,
      currency: storeCurrencyFor(values.preferred_currency) ?? undefined,
    },
    request,
  );
}
