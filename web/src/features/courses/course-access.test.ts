import { describe, expect, it } from 'vitest';
import { courseLock } from './course-access';

describe('courseLock', () => {
  it('is open when the server did not lock the course', () => {
    expect(courseLock({ free: true, locked: false })).toBe('open');
    expect(courseLock({ free: false, locked: false })).toBe('open');
  });

  it('asks a visitor to sign in for an included course, never to upgrade', () => {
    expect(courseLock({ free: true, locked: true })).toBe('signIn');
  });

  it('calls a locked paid course part of Premium', () => {
    expect(courseLock({ free: false, locked: true })).toBe('premium');
  });
});
