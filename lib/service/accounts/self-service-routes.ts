import { randomUUID } from 'node:crypto';
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { takeAll, type LimitedKey } from '@/lib/platform/limits';
import { accountOrAdmin, anyToken } from '../auth/middleware';
import { serviceBaseUrl } from '../carts/cart-view';
import { nameUuid } from '../catalog/name-uuid';
import { conflict, forbidden, notFound, requirePathId, tooManyRequests } from '../http/errors';
import { requestClientAddress } from '../http/connection';
import { createRouter } from '../http/router';
import { defineRoute, json } from '../http/route';
import type { ServiceEnv } from '../http/types';
import { readMember, updateMember, type MemberRow } from './member-store';
import { createOneTimeToken } from './one-time-password';
import {
  oneTimeTokenRequestBody,
  passwordProfileInfo,
  passwordProfileInfoUpdate,
  userAuthenticationInfo,
  userAuthenticationInfoUpdate,
} from './self-service-schema';
import { AUTHENTICATION, requireRealm } from './settings-routes';
import { normalizeUsername } from './sign-in';

/**
 * A member looking after themselves, as the vendor's realm lets them with
 * `account_member_self_management: update_only` (issue 26): a password reset mail (one-time
 * password token request), their name and email (user authentication info, whose id is the
 * member's) and their password (user authentication password profile info). An account token
 * reaches only its own member; an administrator's, any.
 */
const tags = ['Accounts'];
const holders = { tags, access: accountOrAdmin };
const id = z.string().min(1).max(64);
const realmPath = '/v2/authentication-realms/{realmId}';
const infoPath = `${realmPath}/user-authentication-info/{userAuthenticationInfoId}`;
const passwordInfoPath = `${infoPath}/user-authentication-password-profile-info`;
const infoParams = z.object({ realmId: id, userAuthenticationInfoId: id });
const passwordInfoParams = infoParams.extend({ userAuthenticationPasswordProfileInfoId: id });
const selfErrors = {
  403: { description: 'An account token of another member (error envelope)' },
  409: { description: 'The email belongs to another member (error envelope)' },
};
const noStore = { 'Cache-Control': 'no-store' };

const sameId = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** The member the path names, when the token may manage them: 403 for another member's token. */
async function requireMember(c: Context<ServiceEnv>, realmId: string, memberId: string): Promise<MemberRow> {
  requireRealm(realmId);
  const { principal } = c.var;
  if (principal.kind === 'account' && !(principal.memberId && sameId(principal.memberId, memberId)))
    throw forbidden('An account token can only manage its own member');
  const member = await readMember(c.var.deps.storage.db, memberId);
  if (!member) throw notFound(`No user authentication info ${memberId}`);
  return member;
}

/** Each member has one password profile info (the realm has one profile); its id follows the member's. */
const passwordInfoId = (memberId: string) => nameUuid(`password-profile-info:${memberId.toLowerCase()}`);

const infoView = (base: string, member: MemberRow) => ({
  data: {
    id: member.id,
    type: 'user_authentication_info' as const,
    name: member.name,
    email: member.email,
    // The vendor's info names the member by `username`: here, their email (`username_format: email`).
    username: member.email,
    meta: {
      created_at: member.createdAt.toISOString(),
      updated_at: member.updatedAt.toISOString(),
      creation_status: 'COMPLETE' as const,
    },
  },
  links: {
    self: `${base}/v2/authentication-realms/${AUTHENTICATION.realm}/user-authentication-info/${member.id}`,
  },
});

const passwordInfoView = (base: string, member: MemberRow) => ({
  id: passwordInfoId(member.id),
  type: 'user_authentication_password_profile_info' as const,
  username: member.email,
  password_profile_id: AUTHENTICATION.passwordProfile,
  meta: { created_at: member.createdAt.toISOString(), updated_at: member.updatedAt.toISOString() },
  links: {
    self: `${base}/v2/authentication-realms/${AUTHENTICATION.realm}/user-authentication-info/${member.id}/user-authentication-password-profile-info/${passwordInfoId(member.id)}`,
  },
});

const oneTimeTokenRoute = defineRoute({
  method: 'post',
  path: `${realmPath}/password-profiles/{passwordProfileId}/one-time-password-token-request`,
  tags,
  summary:
    'Asks for a one-time password token for a username; the token goes to the integrations (the shop mails it), never in the answer',
  access: anyToken,
  request: { params: z.object({ realmId: id, passwordProfileId: id }), body: oneTimeTokenRequestBody },
  responses: {
    202: { description: 'Accepted, whether or not the username belongs to a member' },
    429: { description: 'Too many requests for this username or address (error envelope, Retry-After)' },
  },
});

const getInfoRoute = defineRoute({
  method: 'get',
  path: infoPath,
  ...holders,
  summary: 'A member’s user authentication info: name and email',
  request: { params: infoParams },
  responses: { 200: json(z.object({ data: userAuthenticationInfo }), 'The info'), ...selfErrors },
});

const putInfoRoute = defineRoute({
  method: 'put',
  path: infoPath,
  ...holders,
  summary: 'Changes a member’s name or email or both (the email is also the username they sign in with)',
  request: { params: infoParams, body: userAuthenticationInfoUpdate },
  responses: { 200: json(z.object({ data: userAuthenticationInfo }), 'The changed info'), ...selfErrors },
});

const listPasswordInfoRoute = defineRoute({
  method: 'get',
  path: passwordInfoPath,
  ...holders,
  summary: 'A member’s password profile infos: the one of the realm’s password profile',
  request: { params: infoParams },
  responses: { 200: json(z.object({ data: z.array(passwordProfileInfo) }), 'The infos'), ...selfErrors },
});

const getPasswordInfoRoute = defineRoute({
  method: 'get',
  path: `${passwordInfoPath}/{userAuthenticationPasswordProfileInfoId}`,
  ...holders,
  summary: 'A member’s password profile info (the password is never shown)',
  request: { params: passwordInfoParams },
  responses: { 200: json(z.object({ data: passwordProfileInfo }), 'The info'), ...selfErrors },
});

const putPasswordInfoRoute = defineRoute({
  method: 'put',
  path: `${passwordInfoPath}/{userAuthenticationPasswordProfileInfoId}`,
  ...holders,
  summary:
    'Sets a member’s username and password; every account token issued before a new password stops working',
  request: { params: passwordInfoParams, body: passwordProfileInfoUpdate },
  responses: { 200: json(z.object({ data: passwordProfileInfo }), 'The changed info'), ...selfErrors },
});

function requirePasswordInfo(member: MemberRow, infoId: string) {
  if (!sameId(infoId, passwordInfoId(member.id)))
    throw notFound(`No user authentication password profile info ${infoId}`);
}

export const selfServiceRoutes = createRouter()
  .openapi(oneTimeTokenRoute, async (c) => {
    const { realmId, passwordProfileId } = c.req.valid('param');
    requireRealm(realmId);
    if (!sameId(passwordProfileId, AUTHENTICATION.passwordProfile))
      throw notFound(`No password profile ${passwordProfileId} in this realm`);
    const body = c.req.valid('json');
    const request = 'data' in body ? body.data : body;
    const { limits, storage, events } = c.var.deps;
    const address = requestClientAddress(c);
    const keys: LimitedKey[] = [
      { limit: limits.oneTimeTokenUsername, key: normalizeUsername(request.username) },
    ];
    if (address) keys.push({ limit: limits.oneTimeTokenAddress, key: address });
    const check = await takeAll(keys);
    if (check.limited)
      throw tooManyRequests(
        `Too many one-time password requests; try again in ${check.retryAfterSeconds} seconds`,
        check.retryAfterSeconds,
      );
    const created = await createOneTimeToken(storage.db, request.username, request.purpose);
    if (created) {
      const now = new Date().toISOString();
      await events.emit(
        {
          id: randomUUID(),
          triggered_by: 'one-time-password-token-request.created',
          payload: {
            authentication_realm_id: AUTHENTICATION.realm,
            password_profile_id: AUTHENTICATION.passwordProfile,
            purpose: request.purpose,
            one_time_password_token: created.token,
            created_at: now,
            updated_at: now,
            user_authentication_info: created.member,
            user_authentication_password_profile_info: {
              id: passwordInfoId(created.member.id),
              password_profile_id: AUTHENTICATION.passwordProfile,
              username: created.member.email,
            },
          },
        },
        { language: c.req.header('accept-language') },
      );
    }
    return c.body(null, 202);
  })
  .openapi(getInfoRoute, async (c) => {
    const { realmId, userAuthenticationInfoId } = c.req.valid('param');
    const member = await requireMember(c, realmId, userAuthenticationInfoId);
    return c.json(infoView(serviceBaseUrl(c), member), 200, noStore);
  })
  .openapi(putInfoRoute, async (c) => {
    const { realmId, userAuthenticationInfoId } = c.req.valid('param');
    const member = await requireMember(c, realmId, userAuthenticationInfoId);
    const { data } = c.req.valid('json');
    requirePathId(data.id, member.id, { anyCase: true });
    // Nothing to change (the vendor's document-shaped body names only `id` and `username`): as it is.
    if (data.name === undefined && data.email === undefined)
      return c.json(infoView(serviceBaseUrl(c), member), 200, noStore);
    const changed = await updateMember(c.var.deps.storage.db, member.id, {
      name: data.name,
      email: data.email,
    });
    if (changed === 'taken') throw conflict('Another account member has this email address');
    if (!changed) throw notFound(`No user authentication info ${member.id}`);
    return c.json(infoView(serviceBaseUrl(c), changed), 200, noStore);
  })
  .openapi(listPasswordInfoRoute, async (c) => {
    const { realmId, userAuthenticationInfoId } = c.req.valid('param');
    const member = await requireMember(c, realmId, userAuthenticationInfoId);
    const { links, ...info } = passwordInfoView(serviceBaseUrl(c), member);
    return c.json({ data: [info], links: { self: links.self.replace(/\/[^/]+$/, '') } }, 200, noStore);
  })
  .openapi(getPasswordInfoRoute, async (c) => {
    const params = c.req.valid('param');
    const member = await requireMember(c, params.realmId, params.userAuthenticationInfoId);
    requirePasswordInfo(member, params.userAuthenticationPasswordProfileInfoId);
    const { links, ...info } = passwordInfoView(serviceBaseUrl(c), member);
    return c.json({ data: info, links }, 200, noStore);
  })
  .openapi(putPasswordInfoRoute, async (c) => {
    const params = c.req.valid('param');
    const member = await requireMember(c, params.realmId, params.userAuthenticationInfoId);
    requirePasswordInfo(member, params.userAuthenticationPasswordProfileInfoId);
    const { data } = c.req.valid('json');
    requirePathId(data.id, params.userAuthenticationPasswordProfileInfoId, { anyCase: true });
    const changed = await updateMember(c.var.deps.storage.db, member.id, {
      email: data.username,
      password: data.password,
    });
    if (changed === 'taken') throw conflict('Another account member has this username');
    if (!changed) throw notFound(`No user authentication info ${member.id}`);
    const { links, ...info } = passwordInfoView(serviceBaseUrl(c), changed);
    return c.json({ data: info, links }, 200, noStore);
  });
