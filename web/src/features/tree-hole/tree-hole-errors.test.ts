import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { describeFailure, isLocked, isSignedOut } from './tree-hole-errors';

const refused = (result: number, reason: string | undefined, message: string) => new ApiError({ result, reason, message, status: result });

describe('tree-hole failures', () => {
  it('translates every refusal reason the content service gives', () => {
    expect(describeFailure(refused(400, 'TREE_HOLE_MARKUP', 'Posts cannot contain HTML tags or scripts'), 'errors.saveFailed')).toEqual({ key: 'errors.markup' });
    expect(describeFailure(refused(400, 'TREE_HOLE_LINK', 'Posts cannot contain links'), 'errors.saveFailed')).toEqual({ key: 'errors.link' });
    expect(describeFailure(refused(400, 'TREE_HOLE_ABUSIVE', '…'), 'errors.saveFailed')).toEqual({ key: 'errors.abusive' });
    expect(describeFailure(refused(400, 'TREE_HOLE_TOO_LONG', '…'), 'errors.saveFailed')).toEqual({ key: 'errors.tooLong' });
    expect(describeFailure(refused(400, 'TREE_HOLE_EMPTY', '…'), 'errors.saveFailed')).toEqual({ key: 'errors.empty' });
    expect(describeFailure(refused(429, 'TREE_HOLE_RATE_LIMITED', '…'), 'errors.saveFailed')).toEqual({ key: 'errors.tooManyPosts' });
  });

  it("shows the server's message for other bad input, the spec's texts for the rest", () => {
    expect(describeFailure(refused(400, 'VALIDATION_FAILED', 'text: is required'), 'errors.saveFailed')).toEqual({ text: 'text: is required' });
    expect(describeFailure(refused(404, 'POST_NOT_FOUND', 'There is no post of yours with this id'), 'errors.removeFailed')).toEqual({ key: 'errors.removeFailed' });
    expect(describeFailure(refused(500, undefined, 'Internal error'), 'errors.removeFailed')).toEqual({ key: 'errors.removeFailed' });
    expect(describeFailure(new NetworkError('offline', { timedOut: false }), 'errors.saveFailed')).toEqual({ key: 'errors.network' });
  });

  it('tells signed-out visitors and members without the tree hole apart', () => {
    expect(isSignedOut(refused(401, 'NOT_SIGNED_IN', '…'))).toBe(true);
    expect(isLocked(refused(403, 'MEMBERSHIP_REQUIRED', '…'))).toBe(true);
    expect(isLocked(refused(401, 'NOT_SIGNED_IN', '…'))).toBe(false);
  });
});
