import type { UserProfile } from '@mindprint/proto/gen/mindprint/user/v1/user_service_pb';
import { DomainError } from '@mindprint/platform/errors';
import express, { type Request, type RequestHandler, type Response } from 'express';
import { z } from 'zod';
import { currentAuth, requireSignedIn } from '../auth/request-auth.js';
import type { ServiceClients } from '../service-clients.js';
import { defineRoute } from './route.js';
import { localeParam } from './params.js';

/** Account fields are checked by the user service (spec §5 messages); here only types and sane sizes. */
const text = (max: number) => z.string().max(max).default('');
const password = z.string().max(1024).default('');

/** The profile as the web app reads it; the avatar as a URL that changes whenever the image does. */
const userData = z.object({
  userId: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  name: z.string(),
  nickname: z.string(),
  phone: z.string(),
  birthday: z.string().nullable(),
  gender: z.string(),
  avatarUrl: z.string().nullable(),
  locale: z.string(),
  createdAt: z.string(),
});

/** A session's lifetime; the token itself only for clients that asked for it instead of cookies. */
const sessionData = z.object({ expiresAt: z.string(), idleTimeoutSeconds: z.int(), token: z.string().optional() });

/** The user service sends the profile with every account answer; one without it is a broken contract (a 500). */
export function userJson(user: UserProfile | undefined): z.infer<typeof userData> {
  if (!user) throw new Error('the user service answered without the profile');
  return {
    userId: user.userId,
    email: user.email,
    emailVerified: user.emailVerified,
    name: user.name,
    nickname: user.nickname,
    phone: user.phone,
    birthday: user.birthday || null,
    gender: user.gender,
    avatarUrl: user.hasAvatar ? `${currentAuth().apiBase}/user/avatar/${user.userId}?v=${user.avatarVersion}` : null,
    locale: user.locale,
    createdAt: user.createdAt,
  };
}

export const userRoutes = [
  defineRoute({
    method: 'get',
    path: '/email/captcha/send',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['base'],
    owner: 'user',
    summary:
      'E-mail a six-digit verification code (valid 10 minutes). purpose=register, or password_reset (sent only if an account exists; the answer is the same either way)',
    query: z.object({
      email: z.string().min(1, 'Please input email address').max(254),
      purpose: z.enum(['register', 'password_reset']).default('register'),
    }),
    response: z.object({ expiresInSeconds: z.int(), notice: z.string() }),
    handle: async ({ query, clients }) => {
      const { expiresInSeconds } = await clients.user.requestVerificationCode({
        email: query.email,
        purpose: query.purpose,
        clientIp: currentAuth().clientIp,
      });
      const notice = query.purpose === 'password_reset' ? 'If an account exists for this address, we sent a code to it' : 'We sent a code to this address';
      return { expiresInSeconds, notice };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/register',
    edgeLimit: 'mail',
    botCheck: true,
    surfaces: ['base'],
    owner: 'user',
    summary: 'Create an account (unverified) and e-mail a verification code to confirm the address',
    body: z.object({
      name: text(400),
      email: text(254),
      password,
      confirmPassword: password,
      agreePrivacy: z.boolean().default(false),
      locale: text(8),
    }),
    response: z.object({ user: userData, codeExpiresInSeconds: z.int() }),
    handle: async ({ body, clients }) => {
      const { user, codeExpiresInSeconds } = await clients.user.register({ ...body, clientIp: currentAuth().clientIp });
      return { user: userJson(user), codeExpiresInSeconds };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/verify',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Confirm the e-mailed code (10 minutes, single use, 5 tries): the address is verified and the visitor signed in',
    body: z.object({ email: text(254), code: text(16) }),
    response: z.object({ user: userData, session: sessionData }),
    handle: async ({ body, clients }) => {
      const auth = currentAuth();
      const { user, session } = await clients.user.verifyEmail({ ...body, clientIp: auth.clientIp, previousSessionToken: auth.presentedToken });
      await auth.accountChanged(user!.userId);
      return { user: userJson(user), session: auth.deliverSession(session!) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/login',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Sign in with e-mail and password: a new session (cookie, or the token with x-session-transport: bearer)',
    body: z.object({ email: text(254), password }),
    response: z.object({ user: userData, session: sessionData }),
    handle: async ({ body, clients }) => {
      const auth = currentAuth();
      const { user, session } = await clients.user.login({ ...body, clientIp: auth.clientIp, previousSessionToken: auth.presentedToken });
      await auth.accountChanged(user!.userId);
      return { user: userJson(user), session: auth.deliverSession(session!) };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/logout',
    surfaces: ['base'],
    owner: 'user',
    summary: 'End this session (also when it already ended)',
    response: z.object({ signedOut: z.boolean() }),
    handle: async ({ clients }) => {
      const auth = currentAuth();
      if (auth.presentedToken) await clients.user.logout({ sessionToken: auth.presentedToken });
      auth.forgetSession();
      return { signedOut: true };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/password/reset',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Forgot password: the e-mailed password_reset code sets a new password and ends every session of the account',
    body: z.object({ email: text(254), code: text(16), newPassword: password, confirmPassword: password }),
    response: z.object({ passwordReset: z.boolean(), sessionsEnded: z.int() }),
    handle: async ({ body, clients }) => {
      const auth = currentAuth();
      const { sessionsEnded, userId } = await clients.user.resetPassword({
        email: body.email,
        code: body.code,
        password: body.newPassword,
        confirmPassword: body.confirmPassword,
        clientIp: auth.clientIp,
      });
      auth.sessionsEndedFor(userId);
      await auth.accountChanged(userId);
      return { passwordReset: true, sessionsEnded };
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/password/update',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Signed in: change the password with the current one; every other session ends and this one is renewed',
    body: z.object({ oldPassword: password, newPassword: password, confirmPassword: password }),
    response: z.object({ session: sessionData }),
    handle: async ({ body, clients }) => {
      requireSignedIn();
      const auth = currentAuth();
      const { session } = await clients.user.changePassword({ ...body, clientIp: auth.clientIp });
      return { session: auth.deliverSession(session!) };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/get',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Signed in: the profile',
    response: userData,
    handle: async ({ clients }) => {
      requireSignedIn();
      return userJson((await clients.user.getProfile({})).user);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/user/update',
    surfaces: ['base'],
    owner: 'user',
    summary:
      'Signed in: change nickname, phone, birthday (YYYY-MM-DD), gender (male, female, secret), avatar (data URL, PNG/JPEG/WebP, at most 512 KB; null removes it) or locale (the language mail to the account is written in: EN, CN, HK, JA, KR, FR, DE, ES, PT). Fields left out stay as they are',
    body: z.object({
      nickname: z.string().max(400).optional(),
      phone: z.string().max(64).optional(),
      birthday: z.string().max(32).optional(),
      gender: z.string().max(16).optional(),
      avatar: z.string().max(800_000).nullable().optional(),
      locale: localeParam.optional(),
    }),
    response: userData,
    handle: async ({ body, clients }) => {
      requireSignedIn();
      const { user } = await clients.user.updateProfile({
        nickname: body.nickname,
        phone: body.phone,
        birthday: body.birthday,
        gender: body.gender,
        avatarDataUrl: body.avatar || undefined,
        removeAvatar: body.avatar === null || body.avatar === '',
        locale: body.locale?.toUpperCase(),
      });
      return userJson(user);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/user/center/data',
    surfaces: ['base'],
    owner: 'user',
    summary: 'Signed in: the user center summary this service owns (profile, membership, sessions, profile completion)',
    response: z.object({ user: userData, memberDays: z.int(), activeSessions: z.int(), profileCompletionPercent: z.int(), passwordChangedAt: z.string().nullable() }),
    handle: async ({ clients }) => {
      // Kept briefly by this gateway (personal-reads.ts, account-reads.ts).
      requireSignedIn();
      const data = await clients.user.getCenterData({});
      return {
        user: userJson(data.user),
        memberDays: data.memberDays,
        activeSessions: data.activeSessions,
        profileCompletionPercent: data.profileCompletionPercent,
        passwordChangedAt: data.passwordChangedAt || null,
      };
    },
  }),
];

/** The avatar upload is a data URL of up to 512 KB: /user/update reads a body of up to this size. */
export const profileUpdateBodyLimit = '800kb';

/** Mounted before the surface's own JSON parser, for POST /user/update only. */
export function profileUpdateBodyParser(): RequestHandler {
  return express.json({ limit: profileUpdateBodyLimit, strict: true, type: () => true });
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * GET /user/avatar/{userId}: the image itself (not an envelope), as stored in the user database. A URL with
 * the current `?v=` is cached for good; without it, for five minutes with an ETag.
 */
export function userAvatarImage(clients: ServiceClients): RequestHandler {
  return async (req: Request, res: Response) => {
    const userId = String(req.params.userId ?? '');
    if (!uuidPattern.test(userId)) throw new DomainError('AVATAR_NOT_FOUND', 'This account has no avatar', 'NOT_FOUND');
    const avatar = await clients.user.getAvatar({ userId });
    const version = String(avatar.version);
    const etag = `"${version}"`;
    res.setHeader('etag', etag);
    res.setHeader('cache-control', req.query.v === version ? 'public, max-age=31536000, immutable' : 'public, max-age=300');
    res.setHeader('content-security-policy', "default-src 'none'; sandbox");
    if (req.headers['if-none-match'] === etag) {
      res.status(304).end();
      return;
    }
    res.type(avatar.contentType).send(Buffer.from(avatar.image));
  };
}
