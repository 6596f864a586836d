import { describe, expect, it } from 'vitest';
import type { CatalogueQuestion } from '../src/db/user-center-seed/seed-types.js';
import { checkedAnswer, correctAnswer, isCorrect, optionKeys } from '../src/domain/daily-question.js';
import { checkedScore, maxScores } from '../src/domain/game-scores.js';
import { articleLocked, courseLocked, requirePrivilege, type CourseViewer } from '../src/domain/locks.js';
import { pageOf } from '../src/domain/paging.js';
import { characterCount, decodeCursor, encodeCursor, screenTreeHolePost, treeHoleMaxLength } from '../src/domain/tree-hole-post.js';
import { dailySelection, rotationOf, utcDate } from '../src/domain/utc-days.js';

const visitor: CourseViewer = { userId: '', privileges: new Set(), ownedCourseIds: new Set() };
const member: CourseViewer = { userId: 'u1', privileges: new Set(), ownedCourseIds: new Set() };
const basic: CourseViewer = { userId: 'u2', privileges: new Set(['articles', 'daily_question', 'tree_hole', 'games']), ownedCourseIds: new Set() };
const premium: CourseViewer = { userId: 'u3', privileges: new Set(['articles', 'daily_question', 'tree_hole', 'games', 'full_courses']), ownedCourseIds: new Set() };

describe('tree-hole screening', () => {
  it('trims, and counts characters as code points so emoji and CJK count once', () => {
    expect(screenTreeHolePost('  a quiet evening  ')).toBe('a quiet evening');
    expect(characterCount('😀好')).toBe(2);
    const full = '好'.repeat(treeHoleMaxLength);
    expect(screenTreeHolePost(full)).toBe(full);
    expect(screenTreeHolePost('😀'.repeat(treeHoleMaxLength))).toHaveLength(treeHoleMaxLength * 2);
  });

  it('refuses empty, too long, markup, links and abusive words with a reason and a message', () => {
    const refusal = (text: string) => {
      try {
        screenTreeHolePost(text);
      } catch (error) {
        return { reason: (error as { reason: string }).reason, message: (error as Error).message };
      }
      return undefined;
    };
    expect(refusal('   ')).toMatchObject({ reason: 'TREE_HOLE_EMPTY' });
    expect(refusal('a'.repeat(treeHoleMaxLength + 1))).toEqual({ reason: 'TREE_HOLE_TOO_LONG', message: 'A post can have at most 300 characters; this one has 301' });
    expect(refusal('hello <script>alert(1)</script>')).toMatchObject({ reason: 'TREE_HOLE_MARKUP' });
    expect(refusal('<img src=x onerror=alert(1)>')).toMatchObject({ reason: 'TREE_HOLE_MARKUP' });
    expect(refusal('click JavaScript:alert(1)')).toMatchObject({ reason: 'TREE_HOLE_MARKUP' });
    expect(refusal('see https://example.com')).toMatchObject({ reason: 'TREE_HOLE_LINK' });
    expect(refusal('see www.example.com')).toMatchObject({ reason: 'TREE_HOLE_LINK' });
    expect(refusal('you are an ASSHOLE')).toMatchObject({ reason: 'TREE_HOLE_ABUSIVE' });
    expect(refusal('お前なんか死ね')).toMatchObject({ reason: 'TREE_HOLE_ABUSIVE' });
    expect(refusal('du bist ein Arschloch')).toMatchObject({ reason: 'TREE_HOLE_ABUSIVE' });
  });

  it('lets ordinary words through that merely contain a listed word, and a lone "<" or ">"', () => {
    expect(screenTreeHolePost('I scrapped the shitake recipe; 3 < 5 and 7 > 2')).toContain('3 < 5');
    expect(screenTreeHolePost('Reading about computers made me happy')).toBeTruthy();
  });
});

describe('tree-hole cursors', () => {
  it('round-trips and refuses anything it did not give out', () => {
    const cursor = { createdAt: '2026-11-20T10:00:00.000Z', postId: '0b9c2f64-3d0e-4a43-9a55-1f2f1b7c9e10' };
    expect(decodeCursor(encodeCursor(cursor))).toEqual(cursor);
    for (const bad of ['x', Buffer.from('[1,2]').toString('base64url'), Buffer.from('["2026-01-01","not-a-uuid"]').toString('base64url')]) {
      expect(() => decodeCursor(bad)).toThrow(expect.objectContaining({ reason: 'INVALID_CURSOR' }));
    }
  });
});

describe('daily question', () => {
  const single: CatalogueQuestion = { id: '1', type: 'personality', format: 'single', optionCount: 4, correctKeys: ['B'], acceptedAnswers: [] };
  const multiple: CatalogueQuestion = { id: '2', type: 'social', format: 'multiple', optionCount: 4, correctKeys: ['C', 'A'], acceptedAnswers: [] };
  const fill: CatalogueQuestion = { id: '3', type: 'health', format: 'fill', optionCount: 0, correctKeys: [], acceptedAnswers: ['7.5', '7,5'] };

  it('rotates by UTC date: the same question all day everywhere, the next one the next day', () => {
    const questions = ['a', 'b', 'c'];
    expect(utcDate(new Date('2026-11-20T23:59:59-05:00'))).toBe('2026-11-21');
    expect(rotationOf(questions, '2026-11-21')).toBe(rotationOf(questions, '2026-11-21'));
    const day = questions.indexOf(rotationOf(questions, '2026-11-21'));
    expect(rotationOf(questions, '2026-11-22')).toBe(questions[(day + 1) % 3]);
    expect(dailySelection(['a', 'b', 'c', 'd', 'e', 'f', 'g'], '2026-11-21', 3)).toHaveLength(3);
    expect(new Set(dailySelection(['a', 'b', 'c', 'd', 'e', 'f', 'g'], '2026-11-21', 3)).size).toBe(3);
    expect(dailySelection(['a', 'b', 'c', 'd', 'e', 'f'], '2026-11-22', 3)).not.toEqual(dailySelection(['a', 'b', 'c', 'd', 'e', 'f'], '2026-11-21', 3));
  });

  it('asks for a choice, accepts known keys only and one of them for a single choice', () => {
    expect(optionKeys(4)).toEqual(['A', 'B', 'C', 'D']);
    expect(() => checkedAnswer(single, { optionKeys: [], text: '' })).toThrow('Please make a choice');
    expect(() => checkedAnswer(fill, { optionKeys: [], text: '  ' })).toThrow('Please make a choice');
    expect(() => checkedAnswer(single, { optionKeys: ['E'], text: '' })).toThrow(expect.objectContaining({ reason: 'ANSWER_UNKNOWN_OPTION' }));
    expect(() => checkedAnswer(single, { optionKeys: ['A', 'B'], text: '' })).toThrow(expect.objectContaining({ reason: 'ANSWER_ONE_OPTION' }));
    expect(checkedAnswer(multiple, { optionKeys: ['c', 'a', 'A'], text: '' })).toEqual({ optionKeys: ['A', 'C'], text: '' });
  });

  it('marks exactly the correct keys, or an accepted fill answer trimmed and case-insensitive, as correct', () => {
    expect(isCorrect(single, { optionKeys: ['B'], text: '' })).toBe(true);
    expect(isCorrect(multiple, { optionKeys: ['A', 'C'], text: '' })).toBe(true);
    expect(isCorrect(multiple, { optionKeys: ['A'], text: '' })).toBe(false);
    expect(isCorrect(fill, { optionKeys: [], text: ' 7,5 ' })).toBe(true);
    expect(isCorrect(fill, { optionKeys: [], text: '8' })).toBe(false);
    expect(correctAnswer(multiple)).toEqual({ optionKeys: ['A', 'C'], text: '' });
    expect(correctAnswer(fill)).toEqual({ optionKeys: [], text: '7.5' });
  });
});

describe('game scores', () => {
  it('takes whole scores from 0 to the game’s bound', () => {
    expect(checkedScore('2048', 0)).toBe(0);
    expect(checkedScore('maze', maxScores.maze)).toBe(maxScores.maze);
    expect(() => checkedScore('maze', maxScores.maze + 1)).toThrow(expect.objectContaining({ reason: 'SCORE_OUT_OF_RANGE' }));
    expect(() => checkedScore('jump', -1)).toThrow(expect.objectContaining({ reason: 'SCORE_INVALID' }));
    expect(() => checkedScore('jump', 1.5)).toThrow(expect.objectContaining({ reason: 'SCORE_INVALID' }));
  });
});

describe('paging', () => {
  it('answers the page with page count and total; past the end is empty', () => {
    const items = Array.from({ length: 13 }, (_, i) => i);
    expect(pageOf(items, 1, 6)).toEqual({ items: [0, 1, 2, 3, 4, 5], page: 1, pageSize: 6, pageCount: 3, total: 13 });
    expect(pageOf(items, 3, 6).items).toEqual([12]);
    expect(pageOf(items, 4, 6)).toMatchObject({ items: [], pageCount: 3 });
    expect(pageOf([], 1, 6)).toMatchObject({ items: [], pageCount: 0, total: 0 });
  });
});

describe('locks', () => {
  it('opens free articles to everyone and premium ones with `articles`', () => {
    expect(articleLocked(visitor, { premium: false })).toBe(false);
    expect(articleLocked(member, { premium: true })).toBe(true);
    expect(articleLocked(basic, { premium: true })).toBe(false);
  });

  it('opens free courses to members and the others with premium only', () => {
    expect(courseLocked(visitor, { courseId: 'c1', free: true })).toBe(true);
    expect(courseLocked(member, { courseId: 'c1', free: true })).toBe(false);
    expect(courseLocked(basic, { courseId: 'c2', free: false })).toBe(true);
    expect(courseLocked(premium, { courseId: 'c2', free: false })).toBe(false);
  });

  it('opens a course bought on its own to its buyer, and no other course', () => {
    const buyer: CourseViewer = { ...basic, ownedCourseIds: new Set(['c2']) };
    expect(courseLocked(buyer, { courseId: 'c2', free: false })).toBe(false);
    expect(courseLocked(buyer, { courseId: 'c3', free: false })).toBe(true);
    expect(courseLocked(basic, { courseId: 'c2', free: false })).toBe(true);
  });

  it('answers visitors 401 and members without the privilege 403', () => {
    expect(() => requirePrivilege(visitor, 'tree_hole', 'locked')).toThrow(expect.objectContaining({ kind: 'UNAUTHENTICATED' }));
    expect(() => requirePrivilege(member, 'tree_hole', 'locked')).toThrow(expect.objectContaining({ kind: 'PERMISSION_DENIED', reason: 'MEMBERSHIP_REQUIRED' }));
    expect(() => requirePrivilege(basic, 'tree_hole', 'locked')).not.toThrow();
  });
});
