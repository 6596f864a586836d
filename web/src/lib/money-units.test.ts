import { describe, expect, it } from 'vitest';
import { majorUnits } from './generated/money-units';

// The currency list is written from services/platform/src/money.ts by `npm run generate` (CI fails when stale).
describe('amounts shown by the web', () => {
  it('divide minor units by 100 except for the zero-decimal currencies, whatever the case of the code', () => {
    expect(majorUnits(1999, 'usd')).toBe(19.99);
    expect(majorUnits(1200, 'JPY')).toBe(1200);
    expect(majorUnits(1050, 'EUR')).toBe(10.5);
    expect(majorUnits(99, 'krw')).toBe(99);
  });
});
