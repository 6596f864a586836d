import { UserService } from '@mindprint/proto/gen/mindprint/user/v1/user_service_pb';
import { bindService } from '@mindprint/platform/grpc-server';
import type { RequestVerificationCode } from '../app/request-verification-code.js';

export function userHandlers(deps: { requestVerificationCode: RequestVerificationCode }) {
  return bindService(UserService, {
    requestVerificationCode: async (request, call) =>
      deps.requestVerificationCode.run({
        email: request.email,
        purpose: request.purpose,
        locale: request.locale || call.request.hl || call.request.language || 'EN',
      }),
  });
}
