/**
 * The matrices IQ test (exam 3): its mails name the test and its score (the number of correct answers, read
 * from the type code `IQ-<version>-<correct>`), never a personality type (texts: `tests.matrices`).
 */
export const matricesExamId = '3';

/** The number of correct answers in a matrices type code, or the code itself when it is not one. */
export const matricesScoreLabel = (typeCode: string) => /^IQ-[a-z0-9]+-(\d{1,3})$/i.exec(typeCode.trim())?.[1] ?? typeCode.trim();
