/**
 * The matrices IQ test's mails name the test and its score: the number of correct answers in a matrices type
 * code (`IQ-<version>-<correct>`), or the code itself when it is not one; never a personality type
 * (texts: `tests.matrices`).
 */
export const matricesScoreLabel = (typeCode: string) => /^IQ-[a-z0-9]+-(\d{1,3})$/i.exec(typeCode.trim())?.[1] ?? typeCode.trim();
