import { eventually } from '@mindprint/platform/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '@mindprint/scripts/embedded-product';
import { mailbox, startProductForTest } from '@mindprint/scripts/product-under-test';
import { gatewayCalls } from './support/gateway-calls.js';
import { type Member, memberCalls } from './support/member-calls.js';

/**
 * The user center's content through the real gateway and services, with locks decided from real
 * subscriptions paid with the sandbox card. The in-memory bus: nothing here needs Kafka, and products
 * started by parallel test files must not take each other's mails.
 */
let product: EmbeddedProduct & { base: string };
let basic: Member;
let premium: Member;
let withoutPlan: Member;

beforeAll(async () => {
  // The daily reminder scheduler looks for members' mornings often, so the reminder test does not wait a minute.
  product = await startProductForTest({ KAFKA_BROKERS: '', DAILY_REMINDER_POLL_MS: '200' });
  const members = memberCalls(() => product.base);
  [basic, premium, withoutPlan] = await Promise.all([members.subscribedMember('basic'), members.subscribedMember('premium'), members.signedInMember()]);
}, 180_000);
afterAll(() => product?.stop());
const { call } = gatewayCalls(() => product.base);
const as = (member: Member | undefined) => member?.headers ?? {};

interface CourseCard {
  courseId: string;
  free: boolean;
  locked: boolean;
  pageCount: number;
  learnerCount: number;
  purchaseCount: number;
}
interface Paged<T> {
  items: T[];
  total: number;
}
interface Post {
  postId: string;
  text: string;
  mine: boolean;
}

async function fetchFile(path: string, member?: Member) {
  const response = await fetch(`${product.base}${path}`, { headers: as(member) });
  return { status: response.status, type: response.headers.get('content-type'), bytes: Buffer.from(await response.arrayBuffer()) };
}

/** Pages of a pdfkit PDF: its page objects are written uncompressed. */
const pageObjects = (pdf: Buffer) => pdf.toString('latin1').match(/\/Type \/Page\b(?!s)/g)?.length ?? 0;

describe('courses and their files', () => {
  it('locks premium courses for a basic member (403 by address) and opens them with premium, as real PDFs with the listed page counts', async () => {
    const basicList = await call<Paged<CourseCard>>('POST', '/api/course/infos/list', { pageSize: 24 }, as(basic));
    expect(basicList.status).toBe(200);
    const locked = basicList.body.data.items.find((c) => !c.free)!;
    const free = basicList.body.data.items.find((c) => c.free)!;
    expect(locked.locked).toBe(true);
    expect(free.locked).toBe(false);
    expect(basicList.body.data.items.every((c) => c.pageCount > 1)).toBe(true);

    const detail = await call<{ attachments: Array<{ url: string | null; pageCount: number }> }>('GET', `/api/course/infos/detail/${locked.courseId}`, undefined, as(basic));
    expect(detail.body.data.attachments[0]!.url).toBeNull();
    const refused = await fetchFile(`/api/course/file/${locked.courseId}/1`, basic);
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.bytes.toString())).toMatchObject({ result: 403, message: 'This course is part of Premium' });
    expect((await fetchFile(`/api/course/file/${locked.courseId}/1`)).status).toBe(401);

    const premiumList = await call<Paged<CourseCard>>('POST', '/api/course/infos/list', { pageSize: 24 }, as(premium));
    const unlocked = premiumList.body.data.items.find((c) => c.courseId === locked.courseId)!;
    expect(unlocked.locked).toBe(false);
    const premiumDetail = await call<{ attachments: Array<{ url: string | null }> }>('GET', `/api/course/infos/detail/${locked.courseId}`, undefined, as(premium));
    expect(premiumDetail.body.data.attachments[0]!.url).toBe(`/api/course/file/${locked.courseId}/1`);
    const file = await fetchFile(premiumDetail.body.data.attachments[0]!.url!, premium);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/pdf');
    expect(file.bytes.subarray(0, 4).toString()).toBe('%PDF');
    expect(pageObjects(file.bytes)).toBe(unlocked.pageCount);

    const freeFile = await fetchFile(`/api/course/file/${free.courseId}/1`, basic);
    expect(freeFile.bytes.subarray(0, 4).toString()).toBe('%PDF');
    const after = await call<Paged<CourseCard>>('POST', '/api/course/infos/list', { pageSize: 24 }, as(basic));
    const card = (id: string) => after.body.data.items.find((c) => c.courseId === id)!;
    // At least: products started by other test files may share this database and open courses too.
    expect(card(locked.courseId).learnerCount).toBeGreaterThanOrEqual(unlocked.learnerCount + 1);
    expect(card(locked.courseId).purchaseCount).toBeGreaterThanOrEqual(unlocked.purchaseCount + 1);
    expect(card(free.courseId).learnerCount).toBeGreaterThanOrEqual(free.learnerCount + 1);
  });

  it('answers bad ids with a clear 400 and unknown ones with 404', async () => {
    const bad = await call('GET', '/api/course/infos/detail/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('id: must be a number of 1 to 9 digits');
    expect((await call('GET', '/api/course/infos/detail/999')).status).toBe(404);
    expect((await call('POST', '/api/course/infos/list', { pageSize: 100 })).body.message).toBe('pageSize: must be at most 24');
  });
});

describe('the tree hole', () => {
  it('refuses a post over the limit or with a script with a clear message and stores nothing; publishes and removes a good one', async () => {
    const tooLong = await call('POST', '/api/treehole/save', { text: 'a'.repeat(301) }, as(basic));
    expect(tooLong.status).toBe(400);
    expect(tooLong.body.message).toBe('A post can have at most 300 characters; this one has 301');
    const script = await call('POST', '/api/treehole/save', { text: 'hi <script>alert(1)</script>' }, as(basic));
    expect(script.status).toBe(400);
    expect(script.body.message).toBe('Posts cannot contain HTML tags or scripts');
    const listed = await call<{ items: Post[]; maxLength: number }>('POST', '/api/treehole/list', { pageSize: 30 }, as(basic));
    expect(listed.body.data.maxLength).toBe(300);
    expect(listed.body.data.items.filter((p) => p.mine)).toEqual([]);

    const saved = await call<Post>('POST', '/api/treehole/save', { text: '  Some days are heavy; today I let myself rest.  ' }, as(basic));
    expect(saved.body.data).toMatchObject({ text: 'Some days are heavy; today I let myself rest.', mine: true });
    const seenByOther = await call<{ items: Array<Record<string, unknown>> }>('POST', '/api/treehole/list', { pageSize: 30 }, as(premium));
    const other = seenByOther.body.data.items.find((p) => p.postId === saved.body.data.postId)!;
    expect(Object.keys(other).sort()).toEqual(['createdAt', 'mine', 'postId', 'reportedByMe', 'text']);
    expect(other.mine).toBe(false);
    expect((await call('POST', '/api/treehole/remove', { postId: saved.body.data.postId }, as(premium))).status).toBe(404);
    const removed = await call('POST', '/api/treehole/remove', { postId: saved.body.data.postId }, as(basic));
    expect(removed.body, removed.body.message).toMatchObject({ result: 200, data: { removed: true } });
    expect((await call<{ items: Post[] }>('POST', '/api/treehole/list', { pageSize: 30 }, as(basic))).body.data.items.some((p) => p.postId === saved.body.data.postId)).toBe(false);
  });

  it('takes five posts an hour from a member, then answers 429 with Retry-After', async () => {
    for (let i = 1; i <= 5; i++) expect((await call('POST', '/api/treehole/save', { text: `Small win number ${i} today.` }, as(premium))).status).toBe(200);
    const response = await fetch(`${product.base}/api/treehole/save`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...as(premium) },
      body: JSON.stringify({ text: 'One more small win.' }),
    });
    expect(response.status).toBe(429);
    expect(response.headers.get('retry-after')).toBe('3600');
    expect(((await response.json()) as { message: string }).message).toBe('You can publish 5 posts an hour; please try again later');
  });

  it('is for members: visitors get 401', async () => {
    expect((await call('POST', '/api/treehole/list', {})).status).toBe(401);
  });
});

describe('the daily question', () => {
  it('takes one answer per member per day: the second is 409, and the answer call shows it', async () => {
    const today = await call<{ questionId: string; format: string; answered: boolean; locked: boolean; options: Array<{ key: string }> }>('POST', '/api/question/info/today', {}, as(basic));
    expect(today.body.data).toMatchObject({ answered: false, locked: false });
    const { questionId, format } = today.body.data;
    expect((await call('GET', `/api/question/info/answer/${questionId}`, undefined, as(basic))).status).toBe(404);
    const empty = await call('POST', '/api/question/info/submitAnswer', { questionId }, as(basic));
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please make a choice');
    const answer = format === 'fill' ? { questionId, text: '42' } : { questionId, optionKeys: ['A'] };
    const first = await call<{ yourAnswer: { optionKeys: string[]; text: string }; analysis: string }>('POST', '/api/question/info/submitAnswer', answer, as(basic));
    expect(first.status).toBe(200);
    expect(first.body.data.analysis).not.toBe('');
    const second = await call('POST', '/api/question/info/submitAnswer', answer, as(basic));
    expect(second.status).toBe(409);
    expect((await call<{ answered: boolean }>('POST', '/api/question/info/today', {}, as(basic))).body.data.answered).toBe(true);
    expect((await call('GET', `/api/question/info/answer/${questionId}`, undefined, as(basic))).body.data).toEqual(first.body.data);
  });
});

describe('the daily question reminder', () => {
  /** A fixed-offset time zone where it is now between 08:00 and 11:00, so turning the reminder on sends today's. */
  const morningZone = () => {
    for (let hours = -12; hours <= 14; hours++) {
      const zone = hours === 0 ? 'Etc/GMT' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`; // Etc/GMT-2 is UTC+2
      const hour = Number(new Intl.DateTimeFormat('en-US', { timeZone: zone, hour: '2-digit', hourCycle: 'h23' }).format(new Date()));
      if (hour >= 8 && hour <= 10) return zone;
    }
    throw new Error('no zone has a morning now');
  };

  it('turned on in the member’s morning mails today’s reminder in their language; its link and the one-click target turn it off, and a stranger’s altered link does nothing', async () => {
    const member = { ...as(basic), 'x-hl': 'de' };
    expect((await call('GET', '/api/question/info/reminder', undefined, member)).body.data).toEqual({ enabled: false, timeZone: '' });
    const badZone = await call('POST', '/api/question/info/reminder', { enabled: true, timeZone: 'Mars/Olympus' }, member);
    expect(badZone.status).toBe(400);
    expect(badZone.body.message).toMatch(/time zone/);
    const timeZone = morningZone();
    expect((await call('POST', '/api/question/info/reminder', { enabled: true, timeZone }, member)).body.data).toEqual({ enabled: true, timeZone });
    expect((await call('GET', '/api/question/info/reminder', undefined, member)).body.data).toEqual({ enabled: true, timeZone });

    const reminder = await eventually(
      async () => {
        const found = (await mailbox(product.base, basic.email)).filter((m) => m.subject === 'Ihre Tagesfrage wartet');
        expect(found).toHaveLength(1);
        return found[0]!;
      },
      { timeoutMs: 20_000 },
    );
    expect(reminder.text).toContain(`${product.base}/userCenter/growthCenter/dailyQuestion`);
    const token = decodeURIComponent(/stopReminder=([A-Za-z0-9_.%-]+)/.exec(reminder.text)![1]!);

    const [payload, signature] = token.split('.') as [string, string];
    const forged = `${Buffer.from(`daily_reminder:${premium.userId}`).toString('base64url')}.${signature}`;
    expect((await call('POST', '/pay-api/mail/daily-reminder/stop', { token: forged })).status).toBe(400);
    expect(payload).not.toBe('');
    expect((await call('POST', '/pay-api/mail/daily-reminder/stop', { token })).body.data).toEqual({ stopped: true });
    expect((await call('POST', '/pay-api/mail/daily-reminder/stop', { token })).body.data).toEqual({ stopped: false });
    expect((await call('GET', '/api/question/info/reminder', undefined, member)).body.data).toEqual({ enabled: false, timeZone });

    // Mail clients' one-click (RFC 8058) with the List-Unsubscribe target stops it too.
    await call('POST', '/api/question/info/reminder', { enabled: true, timeZone }, member);
    const oneClick = await fetch(`${product.base}/pay-api/mail/daily-reminder/one-click?token=${encodeURIComponent(token)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(await oneClick.json()).toMatchObject({ result: 200, data: { stopped: true } });
    expect((await call('GET', '/api/question/info/reminder', undefined, member)).body.data).toEqual({ enabled: false, timeZone });
  });

  it('is for members whose daily question is open: 403 without a plan, 401 for visitors', async () => {
    const locked = await call('POST', '/api/question/info/reminder', { enabled: true, timeZone: 'Europe/Paris' }, as(withoutPlan));
    expect(locked.status).toBe(403);
    expect(locked.body.message).toBe('The daily question reminder comes with a membership');
    expect((await call('GET', '/api/question/info/reminder')).status).toBe(401);
  });
});

describe('games', () => {
  it('keeps the best score per member and game', async () => {
    const save = (score: number) => call<{ bestScore: number; newBest: boolean }>('POST', '/api/game/score/save', { gameCode: 'maze', score }, as(basic));
    expect((await save(120)).body.data).toEqual({ bestScore: 120, newBest: true });
    expect((await save(80)).body.data).toEqual({ bestScore: 120, newBest: false });
    expect((await save(150)).body.data).toEqual({ bestScore: 150, newBest: true });
    const games = await call<Array<{ gameCode: string; bestScore: number | null }>>('GET', '/api/game/list', undefined, as(basic));
    expect(games.body.data.map((g) => g.gameCode)).toEqual(['2048', 'jump', 'jump-and-jump', 'maze']);
    expect(games.body.data.find((g) => g.gameCode === 'maze')!.bestScore).toBe(150);
    expect((await call('POST', '/api/game/score/save', { gameCode: 'maze', score: 10_000_001 }, as(basic))).status).toBe(400);
  });
});
