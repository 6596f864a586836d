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
