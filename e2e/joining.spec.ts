import type { Page } from '@playwright/test';
import type { SmtpInbox } from '../lib/storefront/mail/testing/smtp-inbox';
import { DEMO_CATALOG } from '../lib/service/demo/catalog/ids';
import { expect, test } from './support/account';
import { anyMarket } from './support/fixtures';
import { linkIn, openMailbox } from './support/mail';

/**
 * Issue 26: people join, come back after forgetting their password, and keep their addresses.
 * The storefront's mail goes over real SMTP to a server this file starts (support/mail.ts).
 */
let mailbox: SmtpInbox;
test.beforeAll(async ({}, testInfo) => {
  mailbox = await openMailbox(testInfo.project.use.baseURL);
});
test.afterAll(async () => {
  await mailbox?.close();
});

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/**
 * The page's own form: Next keeps pages visited before hidden in the document (to come back to
 * them at once), so a label can match a hidden form of an earlier page too.
 */
const visibleForm = (page: Page, name: string) => page.getByRole('form', { name }).filter({ visible: true });

async function register(page: Page, who: { name: string; email: string; password: string }) {
  const form = visibleForm(page, 'Create an account');
  await form.getByLabel('Your name').fill(who.name);
  await form.getByLabel('Email address').fill(who.email);
  await form.getByLabel('Password').fill(who.password);
  await form.getByRole('button', { name: 'Create account' }).click();
}

test.describe('joining', () => {
  test.use({ allowedConsoleErrors: [/^409 .*\/api\/account\/registration$/] });

  test('a new shopper creates an account from the sign-in page, is signed in and welcomed by mail', async ({
    page,
    otherPage,
  }) => {
    const who = { name: 'Robin Walker', email: `robin-${unique()}@example.com`, password: 'walks in pines' };
    await page.goto('/sign-in');
    await page.getByRole('link', { name: 'Create an account' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Create an account' })).toBeVisible();

    await register(page, { ...who, password: 'short' });
    const form = visibleForm(page, 'Create an account');
    await expect(form.getByText('Choose a password of at least 8 characters.')).toBeVisible();
    await expect(form.getByLabel('Password')).toBeFocused();

    await form.getByLabel('Password').fill(who.password);
    await form.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(anyMarket('/account'));
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Your account (${who.name})` }),
    ).toBeVisible();

    const welcome = await mailbox.next((mail) => mail.to.includes(who.email));
    expect(welcome.subject).toBe('Welcome to Harbor & Pine');
    expect(welcome.text).toContain('Welcome, Robin Walker');
    expect(new URL(linkIn(welcome.text, '/account')).pathname).toMatch(/^\/en-\w\w\/account$/);

    // The same email again, in another browser: refused, with the way to sign in or reset instead.
    await otherPage.goto('/register');
    await register(otherPage, { ...who, email: who.email.toUpperCase() });
    // The email field says so, and describes itself with it for a screen reader.
    await expect(
      visibleForm(otherPage, 'Create an account').getByLabel('Email address'),
    ).toHaveAccessibleDescription(
      'An account with this email address already exists. Sign in, or reset your password if you have forgotten it.',
    );
    await expect(otherPage).toHaveURL(anyMarket('/register'));
  });
});

test.describe('a forgotten password', () => {
  test.use({ allowedConsoleErrors: [/^400 .*\/api\/account\/password-reset\/complete$/] });

  test('is reset in French with a link mailed over SMTP that works once, and the old password stops working', async ({
    page,
    otherPage,
  }) => {
    const who = { name: 'Léa Martin', email: `lea-${unique()}@example.com`, password: 'première clé' };
    // Léa joins and stays signed in on another device.
    await otherPage.goto('/fr-fr/register');
    await otherPage.getByLabel('Votre nom').fill(who.name);
    await otherPage.getByLabel('Adresse e-mail').fill(who.email);
    await otherPage.getByLabel('Mot de passe').fill(who.password);
    await otherPage.getByRole('button', { name: 'Créer le compte' }).click();
    await expect(otherPage).toHaveURL(/\/fr-fr\/account$/);

    await page.goto('/fr-fr/sign-in');
    await page.getByRole('link', { name: 'Mot de passe oublié ?' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Mot de passe oublié ?' })).toBeVisible();
    // Nobody has this email: the answer is the same.
    const forgot = visibleForm(page, 'Mot de passe oublié ?');
    await forgot.getByLabel('Adresse e-mail').fill(`nobody-${unique()}@example.com`);
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    const neutral = forgot.getByRole('status');
    await expect(neutral).toContainText('Si un compte existe pour nobody-');
    await forgot.getByLabel('Adresse e-mail').fill(who.email);
    await forgot.getByRole('button', { name: 'Envoyer le lien' }).click();
    await expect(neutral).toContainText(`Si un compte existe pour ${who.email}`);

    const mail = await mailbox.next(
      (received) => received.to.includes(who.email) && /passe/.test(received.subject),
    );
    expect(mail.subject).toBe('Réinitialisez votre mot de passe Harbor & Pine');
    expect(mail.language).toBe('fr');
    const link = linkIn(mail.text, '/reset-password');
    expect(new URL(link).pathname).toBe('/fr-fr/reset-password');

    await page.goto(link);
    await expect(
      page.getByRole('heading', { level: 1, name: 'Choisir un nouveau mot de passe' }),
    ).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('court');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page.getByText('Choisissez un mot de passe d’au moins 8 caractères.')).toBeVisible();
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('deuxième clé');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(page).toHaveURL(/\/fr-fr\/account$/);
    await expect(
      page.getByRole('banner').getByRole('link', { name: `Votre compte (${who.name})` }),
    ).toBeVisible();

    // The other device's session has ended.
    await otherPage.goto('/fr-fr/account/profile');
    await expect(otherPage).toHaveURL(/\/sign-in\?/);

    // The link works once.
    await page.goto(link);
    await page.getByLabel('Nouveau mot de passe', { exact: true }).fill('troisième clé');
    await page.getByRole('button', { name: 'Enregistrer le mot de passe' }).click();
    await expect(visibleForm(page, 'Choisir un nouveau mot de passe').getByRole('alert')).toHaveText(
      'Ce lien a déjà servi, a expiré ou n’est pas valable. Demandez-en un nouveau.',
    );

    // The old password fails; the new one signs in.
    const sign = await page.request.post('/api/account/session', {
      headers: { origin: new URL(page.url()).origin },
      data: { username: who.email, password: who.password },
    });
    expect(sign.status()).toBe(401);
  });
});

test.describe('the address book', () => {
  test('lists, adds, edits and deletes addresses whose fields follow the country; checkout offers them', async ({
    page,
  }) => {
    const who = { name: 'Sam Rivers', email: `sam-${unique()}@example.com`, password: 'rivers run' };
    await page.goto('/en-us/register');
    await register(page, who);
    await expect(page).toHaveURL(anyMarket('/account'));

    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Addresses' }).click();
    await expect(page.getByText('No saved addresses yet.')).toBeVisible();
    await page.getByRole('link', { name: 'Add an address' }).click();

    // The United States: a state is chosen, the ZIP code has five digits.
    const form = visibleForm(page, 'Add an address');
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Rivers');
    await form.getByLabel('Country').selectOption('US');
    await form.getByLabel('Street and number').fill('500 Howard Street');
    await form.getByLabel('Town or city').fill('San Francisco');
    await form.getByLabel('ZIP code').fill('9410');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(form.getByText('Enter a postcode like 94107.')).toBeVisible();
    await expect(form.getByText('Choose the state or province.')).toBeVisible();
    await form.getByLabel('ZIP code').fill('94105');
    await form.getByLabel('State').selectOption('CA');
    await form.getByLabel('Label').fill('Work');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('The address is saved.')).toBeVisible();
    const list = page.getByRole('list', { name: 'Your addresses' }).filter({ visible: true });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('San Francisco, CA 94105');

    // France: no state, a five-digit postcode.
    await page.getByRole('link', { name: 'Add an address' }).click();
    await form.getByLabel('Country').selectOption('FR');
    await expect(form.getByLabel('State')).toHaveCount(0);
    await form.getByLabel('First name').fill('Sam');
    await form.getByLabel('Last name').fill('Rivers');
    await form.getByLabel('Street and number').fill('3 rue des Pins');
    await form.getByLabel('Town or city').fill('Paris');
    await form.getByLabel('Postcode').fill('75011');
    await form.getByRole('button', { name: 'Save address' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list).toContainText('75011 Paris');

    // Edit the French one: the United Kingdom now, its postcode checked.
    await page.getByRole('link', { name: /Edit the address Sam Rivers/ }).click();
    const edit = visibleForm(page, 'Edit');
    await expect(edit.getByLabel('Street and number')).toHaveValue('3 rue des Pins');
    await edit.getByLabel('Country').selectOption('GB');
    await edit.getByLabel('Street and number').fill('1 Quay Street');
    await edit.getByLabel('Town or city').fill('Bristol');
    await edit.getByLabel('Postcode').fill('75011');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(edit.getByText('Enter a postcode like SW1A 1AA.')).toBeVisible();
    await edit.getByLabel('Postcode').fill('bs1 4dj');
    await edit.getByRole('button', { name: 'Save address' }).click();
    await expect(list).toContainText('BS1 4DJ');
    await expect(list).not.toContainText('Paris');

    // Checkout offers them, the first chosen; choosing another fills the form.
    await page.request.post('/api/cart/items', {
      headers: { origin: new URL(page.url()).origin },
      data: { productId: DEMO_CATALOG.products.pocketTee, quantity: 1 },
    });
    await page.goto('/en-us/checkout');
    const saved = page.getByLabel('Use a saved address');
    await expect(saved).toBeVisible();
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('500 Howard Street');
    await saved.selectOption({ label: 'Sam Rivers, 1 Quay Street, Bristol' });
    await expect(page.getByLabel('Address', { exact: true })).toHaveValue('1 Quay Street');
    await expect(page.getByLabel('Country')).toHaveValue('GB');
    await saved.selectOption({ label: 'A new address' });
    await expect(page.getByLabel('Save this address to my address book')).toBeVisible();

    // Delete, after saying yes.
    await page.goto('/en-us/account/addresses');
    await page.getByRole('button', { name: 'Delete the address Work' }).click();
    await page.getByRole('button', { name: 'Keep it' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await page.getByRole('button', { name: 'Delete the address Work' }).click();
    await page.getByRole('button', { name: 'Yes, delete' }).click();
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).not.toContainText('San Francisco');
  });
});
