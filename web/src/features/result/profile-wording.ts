/**
 * How the free result of a profile names itself: the mapping test (exam 2) speaks of its five dimensions and
 * shows its profile code; the profile tests of issue 10 (exams 4–6, three or six scales) speak of scales and
 * lead with the server's title (their codes, e.g. `secure` or `quality-neutral`, are keys, not words to show).
 */
import { profileTestKind } from '../../lib/profile-tests';
import type { ResultKey } from './result-i18n';

export interface ProfileWording {
  pageTitle: ResultKey;
  heading: ResultKey;
  sharedHeading: ResultKey;
  /** The visually hidden label of the code shown in the heading; null when the code is not shown. */
  codeLabel: ResultKey | null;
  scalesHeading: ResultKey;
  scalesIntro: ResultKey;
  honesty: ResultKey;
  fullReportNote: ResultKey;
}

const MAPPING_WORDING: ProfileWording = {
  pageTitle: 'profile.pageTitle',
  heading: 'profile.heading',
  sharedHeading: 'profile.sharedHeading',
  codeLabel: 'profile.codeLabel',
  scalesHeading: 'profile.dimensionsHeading',
  scalesIntro: 'profile.dimensionsIntro',
  honesty: 'profile.honesty',
  fullReportNote: 'profile.fullReportNote',
};

const PROFILE_TEST_WORDING: Omit<ProfileWording, 'fullReportNote'> = {
  pageTitle: 'profileTests.pageTitle',
  heading: 'profileTests.heading',
  sharedHeading: 'profileTests.sharedHeading',
  codeLabel: null,
  scalesHeading: 'profileTests.scalesHeading',
  scalesIntro: 'profileTests.scalesIntro',
  honesty: 'profileTests.honesty',
};

/** The wording for a profile-shaped free result of `examId` (an exam this page does not know reads as a generic profile). */
export function profileWording(examId: string | null | undefined): ProfileWording {
  switch (profileTestKind(examId)) {
    case 'mapping':
      return MAPPING_WORDING;
    case 'relationships':
      return { ...PROFILE_TEST_WORDING, fullReportNote: 'profileTests.fullReportNote.relationships' };
    case 'career':
      return { ...PROFILE_TEST_WORDING, fullReportNote: 'profileTests.fullReportNote.career' };
    case 'growth':
      return { ...PROFILE_TEST_WORDING, fullReportNote: 'profileTests.fullReportNote.growth' };
    default:
      return { ...PROFILE_TEST_WORDING, fullReportNote: 'profileTests.fullReportNote.other' };
  }
}
