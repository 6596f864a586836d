import { describe, expect, it } from 'vitest';
import { isProfileTest, profileTestKind, showsResultCode } from './profile-tests';

describe('profileTestKind', () => {
  it('names the mapping test and the three profile tests of issue 10 by their exam ids', () => {
    expect(profileTestKind('2')).toBe('mapping');
    expect(profileTestKind('4')).toBe('relationships');
    expect(profileTestKind('5')).toBe('career');
    expect(profileTestKind('6')).toBe('growth');
  });

  it('is null for the 16-type test, the matrices test and anything else', () => {
    for (const examId of ['1', '3', '7', '12', '', null, undefined, 'constructor', '__proto__']) {
      expect(profileTestKind(examId), String(examId)).toBeNull();
      expect(isProfileTest(examId)).toBe(false);
    }
    expect(isProfileTest('5')).toBe(true);
  });
});

describe('showsResultCode', () => {
  it('shows the codes that read as text, not the profile tests’ outcome keys', () => {
    expect(['1', '2', '3', '4', '5', '6'].map(showsResultCode)).toEqual([true, true, true, false, false, false]);
  });
});
