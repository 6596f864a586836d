import { describe, expect, it } from 'vitest';
import { failureOf, fileNameFromDisposition, pdfFileName } from './report-download';
import { cleanOrderNumber, examIdFromParam, resolveOrderNumber } from './report-paths';
import { isValidEmail } from './retrieve-validation';

describe('report paths', () => {
  it('take the order from the query, else the one remembered for the step route', () => {
    expect(resolveOrderNumber(' MP-1 ', 'MP-2')).toBe('MP-1');
    expect(resolveOrderNumber(null, 'MP-2')).toBe('MP-2');
    expect(resolveOrderNumber('<bad>', 42)).toBeNull();
    expect(cleanOrderNumber('a/b')).toBeNull();
    expect(examIdFromParam('relax-72')).toBe('72');
    expect(examIdFromParam(undefined)).toBeNull();
  });
});

describe('PDF download', () => {
  it('names the file after the order', () => {
    expect(pdfFileName('MP-123')).toBe('MP-123.pdf');
    expect(pdfFileName('../x')).toBe('..x.pdf');
    expect(fileNameFromDisposition('attachment; filename="MP-1.pdf"')).toBe('MP-1.pdf');
    expect(fileNameFromDisposition("attachment; filename*=UTF-8''MP%2D1.pdf")).toBe('MP-1.pdf');
    expect(fileNameFromDisposition(null)).toBeNull();
  });

  it('tells an unpaid or unknown order from a failure', () => {
    expect(failureOf(403, { result: 403, reason: 'REPORT_NOT_PAID' })).toBe('notPaid');
    expect(failureOf(402, undefined)).toBe('notPaid');
    expect(failureOf(404, { result: 404, reason: 'ORDER_NOT_FOUND' })).toBe('notFound');
    expect(failureOf(500, { result: 500 })).toBe('server');
    expect(failureOf(200, undefined)).toBe('server');
  });
});

describe('retrieve e-mail', () => {
  it('accepts addresses and refuses empty or malformed ones', () => {
    expect(isValidEmail(' ada@example.com ')).toBe(true);
    for (const bad of ['', '   ', 'ada', 'ada@', '@example.com', 'ada@example', 'a b@example.com']) expect(isValidEmail(bad), bad).toBe(false);
  });
});
