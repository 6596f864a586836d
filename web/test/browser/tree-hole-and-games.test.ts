/**
 * The tree hole and the game center in a real browser, through the real gateway and content service. A member
 * with a basic subscription signs in, writes a tree-hole post with the counter in view, sees it listed and
 * removes it, and reports another member's post; a post with a script in it is refused with the message shown
 * and never listed. The member gets the 2048 board after its code failed to load twice (a reload, then retry), swipes and then plays 2048 by keyboard until the score is above 0, ends the
 * game and finds the best score saved after a reload. A member without a plan finds both locked, with the
 * upgrade link. Twelve posts from three members page by cursor: load more, then all loaded.
 */
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { memberCalls, type Member } from '../../../product-tests/support/member-calls';
import games from '../../src/features/games/locales/en.json';
import subscription from '../../src/features/subscription/locales/en.json';
import membership from '../../src/locales/membership/en.json';
import treeHole from '../../src/features/tree-hole/locales/en.json';
import { browserSession, signInThroughLoginPage } from './browser-session';
import { fillCardFields, payingCard } from './checkout-steps';
import { hasChromium } from './chromium';
import { fill } from './fill-template';

const session = browserSession();
const members = memberCalls(() => session.server.url);

const FLOW_TIMEOUT = 180_000;

async function signedInPage(member: Member, target: string): Promise<Page> {
  const page = await (await session.newContext({ viewport: { width: 1000, height: 900 } })).newPage();
  page.setDefaultTimeout(15_000);
  await signInThroughLoginPage(page, session.server.url, member, target);
  return page;
}

describe.skipIf(!hasChromium)('tree hole and game center', () => {
  it(
    'a member posts with the counter in view, sees the post listed and removes it, reports another post; a script is refused and never listed',
    async () => {
      const member = await members.subscribedMember('basic', { emailPrefix: 'tree-hole' });
      const page = await signedInPage(member, '/userCenter/treeHole/add');
      await page.getByRole('heading', { level: 1, name: treeHole.add.heading }).waitFor();

      const counter = page.getByTestId('tree-hole-counter');
      await expect.poll(() => counter.textContent()).toContain('0/300');
      const secret = `I finally told my sister I was sorry 💬 ${Date.now()}`;
      await page.getByLabel(treeHole.add.label).fill(secret);
      await expect.poll(() => counter.textContent()).toContain(`${Array.from(secret).length}/300`);
      await page.getByRole('button', { name: treeHole.add.publish }).click();

      // Back on the list: the post, newest first, anonymous, 'just now', marked as mine.
      await page.waitForURL((url) => url.pathname === '/userCenter/treeHole/list');
      const post = page.getByTestId('tree-hole-post').filter({ hasText: secret });
      await post.waitFor();
      expect(await page.getByTestId('tree-hole-post').first().textContent()).toContain(secret);
      expect(await post.textContent()).toContain(treeHole.list.justNow);
      expect(await post.textContent()).toContain(treeHole.list.mine);
      expect(await post.textContent()).not.toContain(member.email);

      // Remove it, after the confirmation.
      await post.getByRole('button', { name: treeHole.list.remove }).click();
      await post.getByText(treeHole.list.confirmRemove).waitFor();
      await post.getByRole('button', { name: treeHole.list.confirmYes }).click();
      const removal = async () => ((await post.count()) === 0 ? 'removed' : ((await post.getByRole('alert').textContent({ timeout: 100 }).catch(() => null)) ?? 'pending'));
      await expect.poll(removal, { timeout: 30_000 }).toBe('removed');

      // Another member's post can be reported with a reason, once.
      const other = await members.subscribedMember('basic', { emailPrefix: 'tree-hole-other' });
      const theirs = `Someone else's quiet thought ${Date.now()}`;
      const saved = await fetch(`${session.server.url}/api/treehole/save`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...other.headers },
        body: JSON.stringify({ text: theirs }),
      });
      expect(((await saved.json()) as { result: number }).result).toBe(200);
      await page.reload();
      const theirPost = page.getByTestId('tree-hole-post').filter({ hasText: theirs });
      await theirPost.waitFor();
      expect(await theirPost.getByRole('button', { name: treeHole.list.remove }).count()).toBe(0);
      await theirPost.getByRole('button', { name: treeHole.report.open }).click();
      await theirPost.getByLabel(treeHole.report.reasonLabel).selectOption('spam');
      await theirPost.getByRole('button', { name: treeHole.report.submit }).click();
      await theirPost.getByText(treeHole.report.done).waitFor();
      await page.reload();
      await page.getByTestId('tree-hole-post').filter({ hasText: theirs }).getByText(treeHole.report.done).waitFor();

      // A script is refused by the server; its message shows in the form and nothing is listed.
      await page.getByRole('link', { name: treeHole.list.write }).click();
      await page.waitForURL((url) => url.pathname === '/userCenter/treeHole/add');
      const script = `<script>alert("hi")</script> ${Date.now()}`;
      await page.getByLabel(treeHole.add.label).fill(script);
      await page.getByRole('button', { name: treeHole.add.publish }).click();
      const refusal = page.locator('form').getByRole('alert');
      await refusal.waitFor();
      expect((await refusal.textContent())?.trim()).toBe(treeHole.errors.markup);
      expect(page.url()).toContain('/userCenter/treeHole/add');

      await page.goto(`${session.server.url}/userCenter/treeHole/list`);
      await page.getByRole('heading', { level: 1, name: treeHole.list.heading }).waitFor();
      await page.getByText(treeHole.list.empty).or(page.getByTestId('tree-hole-post').first()).waitFor();
      expect(await page.getByTestId('tree-hole-post').filter({ hasText: 'alert(' }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a member gets the 2048 board after its load failed twice (one reload, then a retry), moves tiles by a swipe, plays by keyboard to a score above 0, ends the game, and finds the best score after a reload',
    async () => {
      const member = await members.subscribedMember('basic', { emailPrefix: 'games' });
      const page = await signedInPage(member, '/userCenter/gameCenter');
      await page.getByRole('heading', { level: 1, name: games.center.heading }).waitFor();
      await expect.poll(() => page.getByTestId('game-card').count()).toBe(4);

      // The board's code comes only with the game. Its first failure reloads the page once (the chunk-load guard);
      // failing again within 10 s, the page offers a retry.
      await page.route(/\/game-2048-board-[^/]+\.js$/, (route) => route.abort(), { times: 2 });
      await page.goto(`${session.server.url}/userCenter/gameCenter/detail?code=2048&seed=7`);
      const boardFailed = page.getByRole('alert').filter({ hasText: games.center.loadFailed });
      await boardFailed.waitFor();
      await boardFailed.getByRole('button', { name: games.center.retry }).click();
      const area = page.getByTestId('game-area');
      await area.waitFor();
      expect(await area.getAttribute('aria-label')).toBeTruthy();
      await area.focus();

      // A swipe (here a mouse drag; touch and pen are pointer events too) moves the tiles.
      const tiles = () => area.locator('.game-2048__cell').allTextContents();
      const before = await tiles();
      const box = (await area.boundingBox())!;
      const swipe = async (dx: number, dy: number) => {
        await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
        await page.mouse.down();
        await page.mouse.move(box.x + box.width / 2 + dx, box.y + box.height / 2 + dy, { steps: 4 });
        await page.mouse.up();
      };
      for (const [dx, dy] of [[-120, 0], [0, 120], [120, 0], [0, -120]] as const) {
        await swipe(dx, dy);
        if ((await tiles()).join() !== before.join()) break;
      }
      expect((await tiles()).join()).not.toBe(before.join());
      await area.focus();

      const score = page.getByTestId('game-score');
      const keys = ['ArrowLeft', 'ArrowDown', 'ArrowRight', 'ArrowUp'];
      for (let press = 0; press < 60 && (await score.textContent()) === fill(games.play.score, { score: 0 }); press += 1) {
        await page.keyboard.press(keys[press % keys.length]!);
      }
      const text = (await score.textContent()) ?? '';
      const reached = Number(/\d+/.exec(text)?.[0]);
      expect(reached).toBeGreaterThan(0);

      await page.getByRole('button', { name: games.play.finish }).click();
      const result = page.getByTestId('game-result');
      await expect.poll(() => result.textContent()).toContain(fill(games.play.best, { best: reached }));
      expect(await result.textContent()).toContain(games.play.newBest);

      await page.reload();
      await expect.poll(() => page.getByTestId('best-score').textContent()).toBe(fill(games.center.best, { best: reached }));
    },
    FLOW_TIMEOUT,
  );

  it(
    'a member without a plan sees the tree hole and the games locked, with the upgrade link',
    async () => {
      const member = await members.signedInMember({ emailPrefix: 'no-plan' });
      const page = await signedInPage(member, '/userCenter/treeHole/list');
      const lock = page.getByTestId('tree-hole-locked');
      await lock.waitFor();
      expect(await lock.textContent()).toContain(treeHole.locked.text);
      expect(await lock.getByRole('link', { name: treeHole.locked.upgrade }).getAttribute('href')).toBe('/paying/upgrade');
      expect(await page.getByRole('link', { name: treeHole.list.write }).count()).toBe(0);

      await page.goto(`${session.server.url}/userCenter/gameCenter/detail?code=maze`);
      const locked = page.getByTestId('game-locked');
      await locked.waitFor();
      expect(await locked.getByRole('link', { name: games.locked.upgrade }).getAttribute('href')).toBe('/paying/upgrade');
      expect(await page.getByTestId('game-area').count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );

  it(
    'a member without a plan follows a locked game to the plans (subscribe, never "upgrade"), pays the trial and plays',
    async () => {
      const member = await members.signedInMember({ emailPrefix: 'no-plan-subscribes' });
      const page = await signedInPage(member, '/userCenter/gameCenter/detail?code=maze');
      await page.getByTestId('game-locked').getByRole('link', { name: games.locked.upgrade }).click();

      // Nothing to upgrade: the page says so and offers the plans to subscribe to.
      await page.getByRole('heading', { level: 1, name: subscription.upgrade.noneHeading }).waitFor();
      await page.getByTestId('upgrade-none').filter({ hasText: subscription.upgrade.noneIntro }).waitFor();
      expect(await page.getByText(subscription.upgrade.notice).count()).toBe(0);
      await page.getByTestId('plan-choices').getByRole('listitem').filter({ hasText: 'Basic membership' }).first().getByRole('link', { name: subscription.plans.choose }).click();

      await page.getByRole('heading', { level: 1, name: subscription.offer.heading }).waitFor();
      await page.getByLabel(subscription.offer.emailLabel, { exact: true }).fill(member.email);
      await fillCardFields(page, subscription.card, payingCard, { name: 'Ada Lovelace', postalCode: '10001' });
      await page.getByTestId('consent').check();
      await page.getByTestId('subscription-terms').getByRole('button', { name: /\$0\.99/ }).click();
      await page.getByRole('heading', { level: 1, name: subscription.check.trialHeading }).waitFor({ timeout: 45_000 });

      // The game now opens; the user center shows the membership with the way to upgrade.
      await page.goto(`${session.server.url}/userCenter/gameCenter/detail?code=maze`);
      await page.getByTestId('game-area').waitFor();
      expect(await page.getByTestId('game-locked').count()).toBe(0);
      await page.goto(`${session.server.url}/userCenter`);
      await page.getByTestId('membership-state').filter({ hasText: `Basic membership: ${membership.state.trialing.split('{{')[0]}` }).waitFor();
    },
    FLOW_TIMEOUT,
  );

  it(
    'loads more posts by the cursor and says when all are loaded',
    async () => {
      // Three members write four posts each (the hourly limit is five per member).
      const writers = await Promise.all([1, 2, 3].map((n) => members.subscribedMember('basic', { emailPrefix: `writer-${n}` })));
      for (const [n, writer] of writers.entries()) {
        for (let i = 0; i < 4; i += 1) {
          const saved = await fetch(`${session.server.url}/api/treehole/save`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ...writer.headers },
            body: JSON.stringify({ text: `Writer ${n + 1}, thought ${i + 1}` }),
          });
          expect(((await saved.json()) as { result: number }).result).toBe(200);
        }
      }
      const page = await signedInPage(writers[0]!, '/userCenter/treeHole/list');
      const posts = page.getByTestId('tree-hole-post');
      await expect.poll(() => posts.count()).toBe(10);
      expect(await posts.first().textContent()).toContain('Writer 3, thought 4');
      expect(await page.getByText(treeHole.list.allLoaded).count()).toBe(0);

      await page.getByRole('button', { name: treeHole.list.loadMore }).click();
      await page.getByText(treeHole.list.allLoaded).waitFor();
      expect(await posts.count()).toBeGreaterThan(10);
      expect(await posts.filter({ hasText: 'Writer 1, thought 1' }).count()).toBe(1);
      expect(await page.getByRole('button', { name: treeHole.list.loadMore }).count()).toBe(0);
    },
    FLOW_TIMEOUT,
  );
});
