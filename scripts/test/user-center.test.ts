import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EmbeddedProduct } from '../src/embedded-product.js';
import { startProductForTest } from '../src/product-under-test.js';
import { gatewayCalls } from './support/gateway-calls.js';
import { memberCalls } from './support/member-calls.js';

/** The user center's content through the real gateway and services: locks from real subscriptions. */
let product: EmbeddedProduct & { base: string };

beforeAll(async () => {
  product = await startProductForTest({ KAFKA_BROKERS: '' });
}, 120_000);
afterAll(() => product?.stop());
const { call } = gatewayCalls(() => product.base);
const members = memberCalls(() => product.base);

describe('members of the user center', () => {
  it('gets a verified, signed-in member and a premium subscription through the real calls', async () => {
    const member = await members.subscribedMember('premium');
    const privileges = await call<{ tier: string; privileges: Array<{ code: string; granted: boolean }> }>('GET', '/api/user/privilege', undefined, member.headers);
    expect(privileges.body.data.privileges.find((p) => p.code === 'full_courses')?.granted).toBe(true);
  }, 90_000);
});
