/**
 * The psychological mapping test (exam 2, a five-dimension profile): its mails name the test, never a
 * 16-type (texts: `tests.mapping` of the mail texts). The exam id is the catalogue's.
 */
export const mappingExamId = '2';
