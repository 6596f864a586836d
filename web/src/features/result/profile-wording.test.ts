import { describe, expect, it } from 'vitest';
import { profileWording } from './profile-wording';

describe('profileWording', () => {
  it('keeps the mapping test’s five-dimension wording and its profile code', () => {
    const wording = profileWording('2');
    expect(wording.heading).toBe('profile.heading');
    expect(wording.codeLabel).toBe('profile.codeLabel');
    expect(wording.fullReportNote).toBe('profile.fullReportNote');
  });

  it('speaks of scales, not five dimensions, for the profile tests, each with what its own report adds', () => {
    expect(profileWording('4').fullReportNote).toBe('profileTests.fullReportNote.relationships');
    expect(profileWording('5').fullReportNote).toBe('profileTests.fullReportNote.career');
    expect(profileWording('6').fullReportNote).toBe('profileTests.fullReportNote.growth');
    for (const examId of ['4', '5', '6', '9', undefined]) {
      const wording = profileWording(examId);
      expect(wording.scalesHeading).toBe('profileTests.scalesHeading');
      expect(wording.codeLabel).toBeNull();
      expect(Object.values(wording).some((key) => key?.startsWith('profile.'))).toBe(false);
    }
    expect(profileWording('9').fullReportNote).toBe('profileTests.fullReportNote.other');
  });
});
