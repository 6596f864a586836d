/** The order service's answer (a fake's) for a paid 16-type report of Kim's, taken on 20 November 2026. */
export const paidReportAccess = (orderNumber: string) => ({
  orderNumber,
  examId: 'mbti16',
  locale: 'EN',
  typeCode: 'INFP',
  firstName: 'Kim',
  paid: true,
  createdAt: '2026-11-20T09:00:00Z',
  reportInput: { orderNumber, examId: 'mbti16', locale: 'EN', typeCode: 'INFP', userName: 'Kim', takenAt: '2026-11-20T09:00:00Z' },
});
