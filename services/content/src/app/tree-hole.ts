import { randomUUID } from 'node:crypto';
import type { Cache } from '@mindprint/platform/cache';
import { DomainError } from '@mindprint/platform/errors';
import { enforceLimit, limitKeyPart } from '@mindprint/platform/rate-limit';
import type { TreeHoleRepository } from '../db/tree-hole-repository.js';
import { requirePrivilege, type Viewer } from '../domain/locks.js';
import {
  decodeCursor,
  encodeCursor,
  type ReportReason,
  reportReasons,
  reportsThatHide,
  screenTreeHolePost,
  treeHoleMaxLength,
  treeHolePostsPerHour,
} from '../domain/tree-hole-post.js';

const lockedMessage = 'The tree hole is part of a membership';
const postIdPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** The anonymous board: members post, remove their own posts and report others'; no answer says who wrote a post. */
export class TreeHole {
  constructor(
    private readonly posts: TreeHoleRepository,
    private readonly cache: Cache,
    private readonly clock: () => Date = () => new Date(),
  ) {}

  async list(viewer: Viewer, cursor: string, pageSize: number) {
    requirePrivilege(viewer, 'tree_hole', lockedMessage);
    const size = Math.min(30, Math.max(1, Math.floor(pageSize) || 10));
    const found = await this.posts.visible(viewer.userId, cursor ? decodeCursor(cursor) : undefined, size + 1);
    const items = found.slice(0, size);
    const last = items.at(-1);
    return { items, nextCursor: found.length > size && last ? encodeCursor(last) : '', maxLength: treeHoleMaxLength };
  }

  async save(viewer: Viewer, raw: string) {
    requirePrivilege(viewer, 'tree_hole', lockedMessage);
    const text = screenTreeHolePost(raw);
    // Only posts that pass the screening count against the hourly limit.
    await enforceLimit(
      this.cache,
      `tree-hole:posts:${limitKeyPart(viewer.userId)}`,
      { max: treeHolePostsPerHour, windowSeconds: 3600 },
      { reason: 'TREE_HOLE_RATE_LIMITED', message: `You can publish ${treeHolePostsPerHour} posts an hour; please try again later` },
    );
    const post = { postId: randomUUID(), authorId: viewer.userId, text, createdAt: this.clock() };
    await this.posts.insert(post);
    return { postId: post.postId, text, createdAt: post.createdAt.toISOString(), mine: true, reportedByMe: false };
  }

  async remove(viewer: Viewer, postId: string) {
    requirePrivilege(viewer, 'tree_hole', lockedMessage);
    if (!postIdPattern.test(postId) || !(await this.posts.removeOwn(postId, viewer.userId))) {
      throw new DomainError('POST_NOT_FOUND', 'There is no post of yours with this id', 'NOT_FOUND');
    }
  }

  async report(viewer: Viewer, postId: string, reason: string) {
    requirePrivilege(viewer, 'tree_hole', lockedMessage);
    if (!(reportReasons as readonly string[]).includes(reason)) {
      throw new DomainError('INVALID_REPORT_REASON', `reason: must be one of ${reportReasons.join(', ')}`, 'INVALID_ARGUMENT');
    }
    if (!postIdPattern.test(postId) || !(await this.posts.report(postId, viewer.userId, reason as ReportReason, reportsThatHide))) {
      throw new DomainError('POST_NOT_FOUND', 'There is no such post', 'NOT_FOUND');
    }
  }
}
