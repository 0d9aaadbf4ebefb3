import { ADA, DEMO_PREFERENCE_ENTRIES, expect, signIn, test } from './support/account';

test.use({ allowedConsoleErrors: [/^412 .*\/api\/account\/preferences\//] });

test('two browsers edit Ada’s preferences; the second to save sees the conflict and applies its change on top', async ({
  page,
  otherPage,
  request,
}) => {
  const first = page;
  const second = otherPage;
  for (const browser of [first, second]) {
    await signIn(browser, ADA);
    await browser.goto('/account/preferences');
    await expect(browser.getByLabel('Send me the newsletter')).toBeChecked();
    await expect(browser.getByLabel('Contact me at most every (days)')).toHaveValue('7');
  }

  await first.getByLabel('Send me the newsletter').uncheck();
  await first.getByRole('button', { name: 'Save preferences' }).click();
  await expect(first.getByRole('status')).toHaveText('Your preferences are saved.');

  await second.getByLabel('Contact me at most every (days)').fill('14');
  await second.getByRole('button', { name: 'Save preferences' }).click();
  const conflict = second.getByRole('alert').filter({ hasText: 'Someone else saved your preferences first' });
  await expect(conflict).toBeVisible();
  // Field by field: what the first browser saved, and what the second one has.
  const newsletter = conflict.getByRole('row', { name: /Newsletter/ }).getByRole('cell');
  await expect(newsletter.nth(0)).toHaveText('Not subscribed (they changed)');
  await expect(newsletter.nth(1)).toHaveText('Subscribed');
  const frequency = conflict.getByRole('row', { name: /Contact at most every/ }).getByRole('cell');
  await expect(frequency.nth(0)).toHaveText('7 days');
  await expect(frequency.nth(1)).toHaveText('14 days (you changed)');

  await conflict.getByRole('button', { name: 'Apply my changes on top' }).click();
  await expect(second.getByRole('status')).toHaveText(
    'Saved: your changes are applied on top of the other ones.',
  );
  await expect(second.getByLabel('Send me the newsletter')).not.toBeChecked();
  await expect(second.getByLabel('Contact me at most every (days)')).toHaveValue('14');

  // The saved entry holds both changes.
  const token = await request.post('/commerce/oauth/access_token', {
    form: {
      grant_type: 'client_credentials',
      client_id: 'storefront-demo',
      client_secret: 'storefront-demo-secret',
    },
  });
  const { access_token: accessToken } = await token.json();
  const entry = await request.get(
    `/commerce/v2/extensions/account_preferences/${DEMO_PREFERENCE_ENTRIES.ada}`,
    { headers: { Authorization: `Bearer ${accessToken}` } },
  );
  expect(await entry.json()).toMatchObject({
    data: { newsletter_opt_in: false, contact_frequency_days: 14, preferred_currency: 'GBP' },
  });

  await first.reload();
  await expect(first.getByLabel('Send me the newsletter')).not.toBeChecked();
  await expect(first.getByLabel('Contact me at most every (days)')).toHaveValue('14');
});
