/** The exams the checkout tells apart, by their catalogue ids. */

/** The standard 16-type test: the package flow sells its packs and follows only its report purchases. */
export const FLOW_EXAM_ID = '1';

/** The psychological mapping test: a five-dimension profile, sold without add-on packs. */
export const MAPPING_EXAM_ID = '2';

/** The matrices IQ test: a score with a percentile among our own visitors, sold without add-on packs. */
export const MATRICES_EXAM_ID = '3';
