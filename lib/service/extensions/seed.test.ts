import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../demo/ids';
import { startTestService, type TestService } from '../testing/harness';
import { ACCOUNT_PREFERENCES, DEMO_PREFERENCE_ENTRIES } from '../demo/extension-ids';
import { extensionsSeeder } from '../demo/extensions';
import { CUSTOM_APIS, type EntryBody } from './test-support';

let svc: TestService;
let admin: string;
beforeAll(async () => {
  svc = await startTestService();
  await extensionsSeeder.run(svc.service.storage);
  admin = await svc.token('admin');
});
afterAll(() => svc?.close());

const PATH = `/v2/extensions/${ACCOUNT_PREFERENCES.slug}`;
type Listing = { data: EntryBody[]; meta: { results: { total: number } } };

describe('the account_preferences demo data', () => {
  it('defines the custom API with its five fields', async () => {
    const api = await svc.request(`${CUSTOM_APIS}/${ACCOUNT_PREFERENCES.apiId}`, { token: admin });
    expect(api.status).toBe(200);
    expect(await api.json()).toMatchObject({
      data: { slug: 'account_preferences', api_type: 'account_preferences_ext' },
    });
    const fields = (await (
      await svc.request(`${CUSTOM_APIS}/${ACCOUNT_PREFERENCES.apiId}/fields`, { token: admin })
    ).json()) as {
      data: { id: string; slug: string; field_type: string }[];
    };
    expect(fields.data.map(({ id, slug, field_type }) => [id, slug, field_type])).toEqual([
      [ACCOUNT_PREFERENCES.fieldIds.account_id, 'account_id', 'string'],
      [ACCOUNT_PREFERENCES.fieldIds.newsletter_opt_in, 'newsletter_opt_in', 'boolean'],
      [ACCOUNT_PREFERENCES.fieldIds.preferred_locale, 'preferred_locale', 'string'],
      [ACCOUNT_PREFERENCES.fieldIds.preferred_currency, 'preferred_currency', 'string'],
      [ACCOUNT_PREFERENCES.fieldIds.contact_frequency_days, 'contact_frequency_days', 'integer'],
    ]);
  });

  it("finds each demo account's entry by filter=eq(account_id,…), under its fixed id", async () => {
    for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) {
      const response = await svc.request(`${PATH}?filter=eq(account_id,${account.id})`, { token: admin });
      expect(response.status).toBe(200);
      const body = (await response.json()) as Listing;
      expect(body.meta.results.total).toBe(1);
      expect(body.data[0]).toMatchObject({
        id: DEMO_PREFERENCE_ENTRIES[name as keyof typeof DEMO_PREFERENCE_ENTRIES],
        type: 'account_preferences_ext',
        account_id: account.id,
        timestamps: { resource_version: 0 },
      });
    }
    const ada = (await (
      await svc.request(`${PATH}/${DEMO_PREFERENCE_ENTRIES.ada}`, { token: admin })
    ).json()) as { data: EntryBody };
    // 36 (uuid) + 1 (boolean) + 5 (en-GB) + 3 (GBP) + 8 (integer)
    expect(ada.data.timestamps.data_size).toBe(53);
  });

  it('enforces the fields: uuid owner, BCP 47 locale, currency code, 1 to 90 days', async () => {
    const put = (values: Record<string, unknown>) =>
      svc.request(`${PATH}/${DEMO_PREFERENCE_ENTRIES.grace}`, {
        method: 'PUT',
        token: admin,
        json: { data: { type: 'account_preferences_ext', ...values } },
      });
    for (const bad of [
      { account_id: 'grace' },
      { account_id: null },
      { preferred_locale: 'english' },
      { preferred_locale: 'en_US' },
      { preferred_currency: 'usd' },
      { contact_frequency_days: 0 },
      { contact_frequency_days: 91 },
      { newsletter_opt_in: 'yes' },
    ]) {
      expect((await put(bad)).status, JSON.stringify(bad)).toBe(400);
    }
    for (const good of [
      { preferred_locale: 'fr-FR' },
      { preferred_locale: 'zh-Hant-TW' },
      { preferred_locale: 'es-419' },
      { preferred_currency: 'EUR' },
      { contact_frequency_days: 90 },
    ]) {
      expect((await put(good)).status, JSON.stringify(good)).toBe(200);
    }
  });

  it('re-runs harmlessly, keeping what was saved', async () => {
    const before = (await (
      await svc.request(`${PATH}/${DEMO_PREFERENCE_ENTRIES.grace}`, { token: admin })
    ).json()) as { data: EntryBody };
    await extensionsSeeder.run(svc.service.storage);
    const after = (await (
      await svc.request(`${PATH}/${DEMO_PREFERENCE_ENTRIES.grace}`, { token: admin })
    ).json()) as { data: EntryBody };
    expect(after.data).toEqual(before.data);
    const listing = (await (await svc.request(PATH, { token: admin })).json()) as Listing;
    expect(listing.meta.results.total).toBe(2);
  });

  it('is part of the demo data a service seeds on first start', async () => {
    const seeded = await startTestService({ seedDemoData: true });
    try {
      const token = await seeded.token('admin');
      const response = await seeded.request(`${PATH}/${DEMO_PREFERENCE_ENTRIES.ada}`, { token });
      expect(response.status).toBe(200);
      expect(response.headers.get('etag')).toMatch(/^W\/"[0-9a-f]{64}"$/);
    } finally {
      await seeded.close();
    }
  });
});
