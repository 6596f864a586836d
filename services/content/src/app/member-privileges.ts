import type { SubscriptionService } from '@mindprint/proto/gen/mindprint/subscription/v1/subscription_service_pb';
import type { ClientOf } from '@mindprint/platform/grpc-client';
import type { CoursePurchaseRepository } from '../db/course-purchase-repository.js';
import type { CourseViewer, Viewer } from '../domain/locks.js';

/** Who asks, as the gateway found them in the session: empty for visitors. */
export interface MemberIdentity {
  userId: string;
  verifiedEmail: string;
}

/** The subscription service's answer to "what may this member use". */
export type PrivilegesClient = Pick<ClientOf<typeof SubscriptionService>, 'getPrivileges'>;

/** Turns the caller into a viewer with privileges; visitors have none and cost no call. */
export class Viewers {
  constructor(
    private readonly subscriptions: PrivilegesClient,
    private readonly coursePurchases: Pick<CoursePurchaseRepository, 'courseIdsOf'>,
  ) {}

  async of(member: MemberIdentity | undefined): Promise<Viewer> {
    const userId = member?.userId ?? '';
    if (!userId) return { userId: '', privileges: new Set() };
    const found = await this.subscriptions.getPrivileges({ userId, email: member?.verifiedEmail ?? '' });
    return { userId, privileges: new Set(found.privileges.filter((p) => p.granted).map((p) => p.code)) };
  }

  /** For course reads only: the viewer and the courses they bought (the other reads skip that query). */
  async ofCourseReader(member: MemberIdentity | undefined): Promise<CourseViewer> {
    const userId = member?.userId ?? '';
    const [viewer, ownedCourseIds] = await Promise.all([this.of(member), userId ? this.coursePurchases.courseIdsOf(userId) : new Set<string>()]);
    return { ...viewer, ownedCourseIds };
  }
}
