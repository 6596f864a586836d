import type { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { Viewer } from '../domain/locks.js';

/** Who asks, as the gateway found them in the session: empty for visitors. */
export interface MemberIdentity {
  userId: string;
  verifiedEmail: string;
}

/** The subscription service's answer to "what may this member use". */
export type PrivilegesClient = Pick<ClientOf<typeof SubscriptionService>, 'getPrivileges'>;

/** Turns the caller into a viewer with privileges; visitors have none and cost no call. */
export class Viewers {
  constructor(private readonly subscriptions: PrivilegesClient) {}

  async of(member: MemberIdentity | undefined): Promise<Viewer> {
    const userId = member?.userId ?? '';
    if (!userId) return { userId: '', privileges: new Set() };
    const found = await this.subscriptions.getPrivileges({ userId, email: member?.verifiedEmail ?? '' });
    return { userId, privileges: new Set(found.privileges.filter((p) => p.granted).map((p) => p.code)) };
  }
}
