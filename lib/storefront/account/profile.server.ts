import 'server-only';
import { profileBody, passwordBody } from './account-bodies';
import { getTranslations } from 'next-intl/server';
import type { z } from 'zod';
import {
  createAccountTokens,
  getUserAuthenticationInfo,
  updateAccountName,
  updateUserAuthenticationInfo,
} from '@/lib/commerce/operations/accounts';
import { staticTokenProvider } from '@/lib/commerce/tokens';
import { requestMarket } from '@/lib/i18n/request-market.server';
import { shopperClient } from '@/lib/storefront/commerce/clients.server';
import { dataAnswer, errorAnswer } from '@/lib/storefront/http/answers.server';
import { failureAnswer } from '@/lib/storefront/http/failure-answer.server';
import type { AccountSession } from '@/lib/storefront/session/account-session';
import {
  endOtherSessions,
  endSession,
  readSession,
  startSession,
} from '@/lib/storefront/session/account-session.server';
import {
  beginSignIn,
  clientIp,
  settleSignIn,
  tooManySignInsAnswer,
} from '@/lib/storefront/session/sign-in-limits.server';
import { memberRealm } from './member-realm.server';
import { setMemberPassword } from './member-password.server';

const words = async () => getTranslations({ locale: await requestMarket(), namespace: 'Profile' });

/**
 * Checks the member's current password as the sign-in does (the same limits: five wrong ones and the
 * email waits), answering the refusal to send, or the service's fresh tokens.
 */
type Proved = { refused: Response } | { realm: { realmId: string; passwordProfileId: string } };

async function proveCurrentPassword(
  request: Request,
  session: AccountSession,
  password: string,
): Promise<Proved> {
  const t = await words();
  const begun = await beginSignIn(clientIp(request), session.email);
  if ('refused' in begun) return { refused: await tooManySignInsAnswer(begun.refused.retryAfterSeconds) };
  const realm = await memberRealm();
  if (!realm.ok) {
    await settleSignIn(begun.attempt, 'unjudged');
    return { refused: await failureAnswer(realm.error) };
  }
  const tokens = await createAccountTokens(shopperClient(), {
    username: session.email,
    password,
    passwordProfileId: realm.passwordProfileId,
  });
  if (!tokens.ok) {
    if (tokens.error.status === 401)
      return {
        refused: errorAnswer(400, t('errors.wrongPassword'), { meta: { field: 'currentPassword' } }),
      };
    await settleSignIn(begun.attempt, 'unjudged');
    return { refused: await failureAnswer(tokens.error) };
  }
  await settleSignIn(begun.attempt, 'succeeded');
  return { realm };
}

/** The session again, with the tokens the service issued after a change that ended the old ones. */
async function renewSession(
  session: AccountSession,
  email: string,
  password: string,
  passwordProfileId: string,
) {
  const fresh = await createAccountTokens(shopperClient(), { username: email, password, passwordProfileId });
  if (!fresh.ok) return fresh;
  const [account] = fresh.data.data;
  if (!account)
    return { ok: false as const, error: { kind: 'validation' as const, title: 'No account', errors: [] } };
  await endSession();
  await startSession({
    accountId: account.account_id,
    accountName: account.account_name,
    email,
    token: account.token,
    expiresAt: account.expires,
    memberId: fresh.data.meta?.account_member_id ?? session.memberId,
  });
  return fresh;
}

/**
 * Name and email, through the member's user authentication info (the vendor's self-management).
 * A new email is also the name they sign in with, so it needs the current password, and the
 * password profile's username follows it.
 */
export async function updateProfile(
  request: Request,
  session: AccountSession,
  body: z.output<typeof profileBody>,
): Promise<Response> {
  const t = await words();
  if (!session.memberId) return errorAnswer(409, t('errors.signInAgain'));
  const email = body.email.trim().toLowerCase();
  const emailChanges = email !== session.email.trim().toLowerCase();
  if (emailChanges && !body.currentPassword)
    return errorAnswer(400, t('invalid.currentPassword'), { meta: { field: 'currentPassword' } });
  let realm;
  if (emailChanges) {
    const proved = await proveCurrentPassword(request, session, body.currentPassword!);
    if ('refused' in proved) return proved.refused;
    realm = proved.realm;
  } else {
    const found = await memberRealm();
    if (!found.ok) return failureAnswer(found.error);
    realm = found;
  }
  const client = shopperClient().with({ tokens: staticTokenProvider(session.token) });
  const before = await getUserAuthenticationInfo(client, {
    realmId: realm.realmId,
    memberId: session.memberId,
  });
  const changed = await updateUserAuthenticationInfo(client, {
    realmId: realm.realmId,
    memberId: session.memberId,
    name: body.name,
    email,
  });
  if (!changed.ok) {
    if (changed.error.status === 409) {
      // Finding out who has an account this way counts as a failed sign-in for that address.
      await beginSignIn(clientIp(request), email);
      return errorAnswer(409, t('errors.emailTaken'), { meta: { field: 'email' } });
    }
    return failureAnswer(changed.error, { token: 'account' });
  }
  if (emailChanges) {
    const set = await setMemberPassword(realm, {
      memberId: session.memberId,
      token: session.token,
      username: email,
      password: body.currentPassword!,
    });
    if (!set.ok) return failureAnswer(set.error, { token: 'account' });
    await endOtherSessions(session.memberId);
    const renewed = await renewSession(session, email, body.currentPassword!, realm.passwordProfileId);
    if (!renewed.ok) return failureAnswer(renewed.error);
  }
  await renameOwnAccount(session, before.ok ? before.data.data.name : null, body.name);
  return dataAnswer({ name: changed.data.data.name, email: changed.data.data.email });
}

/**
 * An account made for its member at sign-up carries their name: it follows a new name. An account
 * named otherwise (a family's, a company's) keeps its name. A service without account updates
 * leaves it as it was; the member's own name is changed either way.
 */
async function renameOwnAccount(session: AccountSession, previous: string | null, name: string) {
  if (previous === null || previous === name || session.accountName !== previous) return;
  const current = await readSession();
  if (current.status !== 'signed-in') return;
  const client = shopperClient().with({ tokens: staticTokenProvider(current.session.token) });
  const renamed = await updateAccountName(client, current.session.accountId, name);
  if (!renamed.ok) return;
  const { sid: _sid, ...kept } = current.session;
  await endSession();
  await startSession({ ...kept, accountName: renamed.data.data.name });
}

/** A new password, the current one required; every other session of the member ends. */
export async function changePassword(
  request: Request,
  session: AccountSession,
  body: z.output<typeof passwordBody>,
): Promise<Response> {
  const t = await words();
  if (!session.memberId) return errorAnswer(409, t('errors.signInAgain'));
  const proved = await proveCurrentPassword(request, session, body.currentPassword);
  if ('refused' in proved) return proved.refused;
  const set = await setMemberPassword(proved.realm, {
    memberId: session.memberId,
    token: session.token,
    password: body.newPassword,
  });
  if (!set.ok) return failureAnswer(set.error, { token: 'account' });
  await endOtherSessions(session.memberId);
  const renewed = await renewSession(session, set.username, body.newPassword, proved.realm.passwordProfileId);
  if (!renewed.ok) return failureAnswer(renewed.error);
  return dataAnswer({ changed: true });
}
