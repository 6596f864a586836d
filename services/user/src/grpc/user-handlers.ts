import { UserService } from '@mindprint/proto/gen/mindprint/user/v1/user_service_pb';
import { bindService, type CallContext } from '@mindprint/platform/grpc-server';
import type { AuthenticateSession } from '../app/authenticate-session.js';
import type { ChangePassword } from '../app/change-password.js';
import type { Login } from '../app/login.js';
import type { Logout } from '../app/logout.js';
import type { ProfileQueries } from '../app/profile-queries.js';
import type { Register } from '../app/register.js';
import type { RequestVerificationCode } from '../app/request-verification-code.js';
import type { ResetPassword } from '../app/reset-password.js';
import type { IssuedSession } from '../app/sessions.js';
import type { UpdateProfile } from '../app/update-profile.js';
import type { VerifyEmail } from '../app/verify-email.js';
import type { User } from '../db/user-repository.js';

export interface UserUseCases {
  requestVerificationCode: RequestVerificationCode;
  register: Register;
  verifyEmail: VerifyEmail;
  login: Login;
  logout: Logout;
  resetPassword: ResetPassword;
  changePassword: ChangePassword;
  authenticateSession: AuthenticateSession;
  profiles: ProfileQueries;
  updateProfile: UpdateProfile;
}

const localeOf = (requested: string, call: CallContext) => requested || call.request.hl || call.request.language || 'EN';

/** The signed-in account, as the gateway put it in `x-uid` after AuthenticateSession. */
const uidOf = (call: CallContext) => call.request.uid ?? '';

export const userMessage = (user: User) => ({
  userId: user.id,
  email: user.email,
  emailVerified: user.emailVerifiedAt !== null,
  name: user.name,
  nickname: user.nickname ?? '',
  phone: user.phone ?? '',
  birthday: user.birthday ?? '',
  gender: user.gender,
  hasAvatar: user.avatarUpdatedAt !== null,
  avatarVersion: BigInt(user.avatarUpdatedAt?.getTime() ?? 0),
  locale: user.locale,
  createdAt: user.createdAt.toISOString(),
});

const sessionMessage = (session: IssuedSession) => ({
  token: session.token,
  expiresAt: session.expiresAt.toISOString(),
  idleTimeoutSeconds: session.idleTimeoutSeconds,
});

export function userHandlers(deps: UserUseCases) {
  return bindService(UserService, {
    requestVerificationCode: async (request, call) =>
      deps.requestVerificationCode.run({
        email: request.email,
        purpose: request.purpose,
        locale: localeOf(request.locale, call),
        clientIp: request.clientIp,
      }),
    register: async (request, call) => {
      const { user, codeExpiresInSeconds } = await deps.register.run({
        name: request.name,
        email: request.email,
        password: request.password,
        confirmPassword: request.confirmPassword,
        agreePrivacy: request.agreePrivacy,
        locale: localeOf(request.locale, call),
        clientIp: request.clientIp,
      });
      return { user: userMessage(user), codeExpiresInSeconds };
    },
    verifyEmail: async (request) => {
      const { user, session } = await deps.verifyEmail.run({
        email: request.email,
        code: request.code,
        clientIp: request.clientIp,
        previousSessionToken: request.previousSessionToken,
      });
      return { user: userMessage(user), session: sessionMessage(session) };
    },
    login: async (request) => {
      const { user, session } = await deps.login.run({
        email: request.email,
        password: request.password,
        clientIp: request.clientIp,
        previousSessionToken: request.previousSessionToken,
      });
      return { user: userMessage(user), session: sessionMessage(session) };
    },
    logout: async (request) => {
      await deps.logout.run(request.sessionToken);
      return {};
    },
    resetPassword: async (request) =>
      deps.resetPassword.run({
        email: request.email,
        code: request.code,
        password: request.password,
        confirmPassword: request.confirmPassword,
        clientIp: request.clientIp,
      }),
    changePassword: async (request, call) => {
      const { session } = await deps.changePassword.run({
        userId: uidOf(call),
        oldPassword: request.oldPassword,
        newPassword: request.newPassword,
        confirmPassword: request.confirmPassword,
        clientIp: request.clientIp,
      });
      return { session: sessionMessage(session) };
    },
    authenticateSession: async (request) => {
      const session = await deps.authenticateSession.run(request.token);
      return {
        userId: session.userId,
        email: session.email,
        emailVerified: session.emailVerified,
        verifiedEmail: session.emailVerified ? session.email : '',
        expiresAt: session.expiresAt.toISOString(),
      };
    },
    getProfile: async (_request, call) => ({ user: userMessage(await deps.profiles.profile(uidOf(call))) }),
    updateProfile: async (request, call) => ({
      user: userMessage(
        await deps.updateProfile.run({
          userId: uidOf(call),
          nickname: request.nickname,
          phone: request.phone,
          birthday: request.birthday,
          gender: request.gender,
          avatarDataUrl: request.avatarDataUrl,
          removeAvatar: request.removeAvatar,
          locale: request.locale,
        }),
      ),
    }),
    getAvatar: async (request) => {
      const avatar = await deps.profiles.avatar(request.userId);
      return { image: avatar.image, contentType: avatar.contentType, version: BigInt(avatar.version) };
    },
    getCenterData: async (_request, call) => {
      const data = await deps.profiles.centerData(uidOf(call));
      return {
        user: userMessage(data.user),
        memberDays: data.memberDays,
        activeSessions: data.activeSessions,
        profileCompletionPercent: data.profileCompletionPercent,
        passwordChangedAt: data.passwordChangedAt?.toISOString() ?? '',
      };
    },
  });
}
