/** The seven answer labels, value 1 ('Strongly disagree') to value 7 ('Strongly agree'); index = value − 1. */
export type AgreementLabels = readonly [string, string, string, string, string, string, string];

export const agreementValues = [1, 2, 3, 4, 5, 6, 7] as const;
export type AgreementValue = (typeof agreementValues)[number];
