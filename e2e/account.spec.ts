import {
  ADA,
  DEMO_PREFERENCE_ENTRIES,
  DEMO_SUBSCRIPTIONS,
  GRACE,
  expect,
  signIn,
  signOut,
  test,
} from './support/account';
import { anyMarket } from './support/fixtures';
import { holdScripts } from './support/held-scripts';

test.describe('account holders', () => {
  // A declined new card is a 402 from the storefront's handler, said on the page.
  test.use({ allowedConsoleErrors: [/^402 .*\/api\/account\/subscriptions\//] });
  test('Ada signs in, pauses then resumes a subscription, changes its plan and updates the card', async ({
    page,
  }) => {
    await signIn(page, ADA);
    await expect(page).toHaveURL(anyMarket('/account'));
    await expect(page.getByRole('heading', { name: 'Your subscriptions' })).toBeVisible();
    // Her saved preferred currency (GBP) is now the store's default for her.
    await expect(page.getByLabel('Currency')).toHaveValue('GBP');

    await page.getByRole('link', { name: /Coffee Club.*Plan Monthly delivery/ }).click();
    await expect(page).toHaveURL(anyMarket(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaCoffeeActive}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Coffee Club' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'House Espresso Beans, 1 kg' })).toBeVisible();
    const status = page.getByRole('region', { name: 'Status' });
    await expect(status).toContainText('Active');
    await expect(status).toContainText('Next invoice');

    // The outcome is said beside the buttons, and the focus moves to it.
    const manage = page.getByRole('region', { name: 'Manage' });
    await manage.getByRole('button', { name: 'Pause subscription' }).click();
    await expect(manage.getByRole('status')).toHaveText(/Your subscription is paused/);
    await expect(manage.getByRole('status')).toBeFocused();
    await expect(status).toContainText('Paused');
    await expect(status).toContainText('None while paused');
    // Resumed once before, but paused now: no "Resumed on" to suggest it is running.
    await expect(status).not.toContainText('Resumed on');
    // The service has it too, not just the page.
    await page.reload();
    await expect(page.getByRole('region', { name: 'Status' })).toContainText('Paused on');
    await expect(page.getByRole('region', { name: 'Status' })).not.toContainText('Resumed on');
    await manage.getByRole('button', { name: 'Resume subscription' }).click();
    await expect(manage.getByRole('status')).toHaveText('Your subscription is running again.');
    await expect(manage.getByRole('status')).toBeFocused();
    await expect(page.getByRole('button', { name: 'Pause subscription' })).toBeVisible();
    await expect(status).toContainText('Resumed on');

    await page.getByRole('button', { name: 'Switch to Quarterly saver' }).click();
    const confirmation = page.getByRole('group', { name: 'Confirm the plan change' });
    await expect(confirmation).toContainText('$39.00 every month');
    await expect(confirmation).toContainText('$105.30 every 3 months');
    await confirmation.getByRole('button', { name: 'Confirm plan change' }).click();
    // The page's notice (always there as a live region, empty until a change is said) says it; the
    // resume's word beside the buttons is about the plan before, and goes once the plan changes.
    await expect(page.getByRole('status').filter({ hasText: 'Your plan is now' })).toHaveText(
      'Your plan is now Quarterly saver.',
    );
    await expect(manage.getByRole('status')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText(
      'Quarterly saver',
    );

    const changes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PATCH') changes.push(request.url());
    });
    // The account's other saved cards are offered by brand, last four and expiry; no id is typed.
    await expect(page.getByLabel(/card id/i)).toHaveCount(0);
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByText('Choose a card')).toBeVisible();
    expect(changes, 'nothing is sent before a card is chosen').toEqual([]);
    const payWith = page.getByRole('group', { name: 'Pay with' });
    await payWith.getByRole('radio', { name: 'American Express ending 0005, expires 11/2028' }).check();
    await page.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('status')).toHaveText(
      'Your payment card is now the American Express ending 0005, expiring 11/2028.',
    );
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Current card: American Express ending 0005, expires 11/2028' }),
    ).toBeVisible();
    await expect(page.getByText('card_demo_ada_amex_0005')).toHaveCount(0);
    await expect(page.getByRole('listitem').filter({ hasText: 'Current plan' })).toContainText(
      'Quarterly saver',
    );

    // A new card, through the checkout's card form: checked before sending, declined by the
    // service like a payment, then saved to her account and shown as her subscription's card.
    const cardForm = page.getByRole('form', { name: 'Change the payment card' });
    await cardForm.getByRole('radio', { name: 'A new card' }).check();
    await cardForm.getByRole('button', { name: 'Update card' }).click();
    await expect(cardForm.getByText('Enter the card number')).toBeVisible();
    await expect(cardForm.getByLabel('Card number')).toBeFocused();
    const patchesBefore = changes.length;
    await cardForm.getByLabel('Card number').fill('4000 0000 0000 0002');
    await cardForm.getByLabel('Expiry date (MM/YY)').fill('12/30');
    await cardForm.getByLabel('Security code').fill('123');
    await cardForm.getByLabel('Name on the card').fill('Ada Lovelace');
    await cardForm.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined' })).toBeVisible();
    expect(changes.length).toBe(patchesBefore + 1);
    await cardForm.getByLabel('Card number').fill('5555 5555 5555 4444');
    await cardForm.getByRole('button', { name: 'Update card' }).click();
    await expect(page.getByRole('status')).toHaveText('Your payment card is updated.');
    await expect(
      page.getByRole('group', { name: 'Current card: Mastercard ending 4444, expires 12/2030' }),
    ).toBeVisible();
    await page.reload();
    await expect(
      page.getByRole('group', { name: 'Current card: Mastercard ending 4444, expires 12/2030' }),
    ).toBeVisible();
    // Her earlier cards are still hers to go back to.
    await expect(
      page.getByRole('radio', { name: 'American Express ending 0005, expires 11/2028' }),
    ).toBeVisible();
  });

  test('Grace sees no pause button on a plan that forbids pausing, and why', async ({ page }) => {
    await signIn(page, GRACE);
    // Two memberships on one plan are told apart by their start dates.
    const monthly = page.getByRole('link', { name: /Trailhead Membership.*Plan Monthly membership/ });
    await expect(monthly).toHaveCount(2);
    const started = async (index: number) =>
      /Started\s*([^\n]+)/.exec(await monthly.nth(index).innerText())?.[1]?.trim();
    expect(await started(0)).toBeTruthy();
    expect(await started(0)).not.toBe(await started(1));
    await expect(monthly.first()).toContainText(/Price.*€.* every month/);
    await page.goto(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.graceStudioActive}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Trailhead Membership' })).toBeVisible();
    const manage = page.getByRole('region', { name: 'Manage' });
    await expect(manage.getByText("This plan can't be paused.")).toBeVisible();
    await expect(manage.getByRole('button', { name: 'Pause subscription' })).toHaveCount(0);
    await expect(manage.getByRole('button', { name: 'Cancel subscription' })).toBeVisible();
  });

  test('Ada typing Grace’s subscription address gets the not-found page', async ({ page }) => {
    await signIn(page, ADA);
    await page.goto(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.graceStudioActive}`);
    await expect(page.getByRole('heading', { name: 'We could not find that page' })).toBeVisible();
    await expect(page.getByText('Trailhead Membership')).toHaveCount(0);
  });

  test('a guest is sent to sign in and comes back to the page they asked for, then signs out', async ({
    page,
  }) => {
    await page.goto('/account/preferences');
    await expect(page.getByRole('heading', { name: 'Sign in to see your preferences' })).toBeVisible();
    await page.getByRole('main').getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(anyMarket('/sign-in?next=%2Faccount%2Fpreferences'));
    await signIn(page, GRACE, { onSignInPage: true });
    await expect(page).toHaveURL(anyMarket('/account/preferences'));
    await expect(page.getByRole('heading', { name: 'Preferences' })).toBeVisible();

    await signOut(page);
  });

  test('an ended session sends the person to sign in again and back', async ({ page, context, baseURL }) => {
    // A cookie the server can no longer read, as after an expired seal or a rotated secret.
    await context.addCookies([
      { name: 'account_session', value: 'ended', url: baseURL ?? 'http://localhost:3100' },
    ]);
    await page.goto(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaTeaTrial}`);
    await expect(page).toHaveURL(/\/sign-in\?next=.*reason=expired/);
    await expect(page.getByRole('status')).toHaveText(
      'Your session has ended. Please sign in again to continue.',
    );
    await signIn(page, ADA, { onSignInPage: true });
    await expect(page).toHaveURL(anyMarket(`/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaTeaTrial}`));
    await expect(page.getByRole('heading', { level: 1, name: 'Gear-Care Box' })).toBeVisible();
  });
});

test.describe('sign-in limits', () => {
  // One pattern: a two-element array would be read as Playwright's [value, options] fixture tuple.
  test.use({ allowedConsoleErrors: [/^(401|429) .*\/api\/account\/session$/] });

  test('wrong credentials say so without saying which, and repeated failures are stopped with a clear message', async ({
    page,
  }) => {
    await page.goto('/sign-in');
    await page.getByLabel('Email address').fill('mallory@example.com');
    await page.getByLabel('Password').fill('guess');
    for (let attempt = 1; attempt <= 5; attempt++) {
      const answer = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
      await page.getByRole('button', { name: 'Sign in' }).click();
      expect((await answer).status()).toBe(401);
      await expect(page.getByRole('main').getByRole('alert')).toHaveText(
        'The email address or password is incorrect.',
      );
    }
    const limited = page.waitForResponse((response) => response.url().endsWith('/api/account/session'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    const response = await limited;
    expect(response.status()).toBe(429);
    expect(Number(response.headers()['retry-after'])).toBeGreaterThan(0);
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'Too many sign-in attempts. Please wait 15 minutes and try again.',
    );
  });
});

test.describe('account route handlers', () => {
  test('refuse other sites, check bodies, and never hand out the token', async ({ request, baseURL }) => {
    const origin = baseURL ?? 'http://localhost:3100';
    const credentials = { username: ADA.email, password: ADA.password };

    const crossSite = await request.post('/api/account/session', {
      data: credentials,
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(crossSite.status()).toBe(403);

    const missing = await request.post('/api/account/session', {
      data: { username: ADA.email },
      headers: { Origin: origin },
    });
    expect(missing.status()).toBe(400);
    expect(await missing.json()).toMatchObject({
      errors: [{ status: '400', detail: expect.stringContaining('password') }],
    });

    const signedIn = await request.post('/api/account/session', {
      data: credentials,
      headers: { Origin: origin },
    });
    expect(signedIn.status()).toBe(200);
    const body = await signedIn.json();
    // Ada saved British English and pounds: she goes back in that market.
    expect(body).toEqual({ data: { accountName: ADA.name, next: '/en-gb/account' } });
    const setCookie = signedIn
      .headersArray()
      .filter((header) => header.name.toLowerCase() === 'set-cookie')
      .map((header) => header.value);
    expect(setCookie.find((cookie) => cookie.startsWith('account_session='))).toMatch(/HttpOnly/i);
    expect(setCookie.find((cookie) => cookie.startsWith('account_session='))).toMatch(/SameSite=Lax/i);

    const path = `/api/account/subscriptions/${DEMO_SUBSCRIPTIONS.adaTeaPaused}`;
    const read = await request.get(path);
    expect(read.status()).toBe(200);
    expect(JSON.stringify(await read.json())).not.toMatch(/eyJ[\w-]+\.[\w-]+\./);

    const shortCard = await request.patch(path, { data: { cardId: 'ab' }, headers: { Origin: origin } });
    expect(shortCard.status()).toBe(400);
    expect(await shortCard.json()).toMatchObject({
      errors: [{ detail: 'cardId: A card id has at least 3 characters' }],
    });
    const both = await request.patch(path, {
      data: { cardId: 'card_x', planId: DEMO_SUBSCRIPTIONS.adaTeaPaused },
      headers: { Origin: origin },
    });
    expect(both.status()).toBe(400);
    const crossSiteChange = await request.patch(path, {
      data: { cardId: 'card_from_elsewhere' },
      headers: { Origin: 'https://elsewhere.example' },
    });
    expect(crossSiteChange.status()).toBe(403);
    // Another account's saved card (Grace's) is not Ada's to pay with: 404, and her card stays.
    const cardBefore = ((await (await request.get(path)).json()) as { data: { card: unknown } }).data.card;
    const foreignCard = await request.patch(path, {
      data: { cardId: 'card_demo_grace_mc_5454' },
      headers: { Origin: origin },
    });
    expect(foreignCard.status()).toBe(404);
    expect(await foreignCard.json()).toMatchObject({ errors: [{ status: '404' }] });
    expect(((await (await request.get(path)).json()) as { data: { card: unknown } }).data.card).toEqual(
      cardBefore,
    );
    const unknownAction = await request.post(`${path}/states`, {
      data: { action: 'pause-forever' },
      headers: { Origin: origin },
    });
    expect(unknownAction.status()).toBe(400);

    // Resuming the paused subscription works once; a second resume is refused by the service (422),
    // and its reason comes through in words.
    expect(
      (
        await request.post(`${path}/states`, { data: { action: 'resume' }, headers: { Origin: origin } })
      ).status(),
    ).toBe(200);
    const again = await request.post(`${path}/states`, {
      data: { action: 'resume' },
      headers: { Origin: origin },
    });
    expect(again.status()).toBe(422);
    expect(await again.json()).toMatchObject({
      errors: [{ status: '422', detail: expect.stringContaining('not paused') }],
    });

    const otherEntry = await request.put(`/api/account/preferences/${DEMO_PREFERENCE_ENTRIES.grace}`, {
      data: {
        values: {
          newsletter_opt_in: true,
          preferred_locale: null,
          preferred_currency: null,
          contact_frequency_days: 5,
        },
        etag: 'W/"x"',
      },
      headers: { Origin: origin },
    });
    expect(otherEntry.status()).toBe(403);

    const signedOut = await request.delete('/api/account/session', { headers: { Origin: origin } });
    expect(signedOut.status()).toBe(204);
    expect((await request.get(path)).status()).toBe(401);
  });
});

test.describe('signing in before the page’s script has run (a slow connection)', () => {
  test('the form posts the password in the body, says a refusal on the page and signs in', async ({
    page,
  }) => {
    const release = await holdScripts(page);
    await page.goto('/sign-in?next=%2Faccount%2Fpreferences', { waitUntil: 'domcontentloaded' });
    await page.getByLabel('Email address').fill(GRACE.email);
    await page.getByLabel('Password').fill('not-her-password');
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('main').getByRole('alert')).toHaveText(
      'The email address or password is incorrect.',
    );
    expect(page.url()).not.toContain('not-her-password');
    expect(page.url()).not.toContain(encodeURIComponent(GRACE.email));

    await page.getByLabel('Email address').fill(GRACE.email);
    await page.getByLabel('Password').fill(GRACE.password);
    await page.getByRole('button', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(anyMarket('/account/preferences'));
    await expect(page.getByText(`Signed in as ${GRACE.name}`)).toBeVisible();
    release();
  });
});
