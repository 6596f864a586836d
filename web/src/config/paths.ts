/**
 * App paths (without locale prefix) linked from the shell. Several screens are built by later
 * issues; their links are here so they change in one place.
 */
export const paths = {
  home: '/',
  takeTest: '/answer/question',
  personalityTypes: '/personality-types',
  professionalTests: '/userCenter/exploreMore/testCenter',
  retrieveReport: '/report/retrieve',
  login: '/user/login',
  myStore: '/userCenter',
} as const;

/** The public page of a four-letter type (the 16 types section), or null for anything else. */
export function personalityTypePath(typeCode: string): string | null {
  return /^[EI][SN][TF][JP]$/.test(typeCode) ? `${paths.personalityTypes}/${typeCode.toLowerCase()}` : null;
}
