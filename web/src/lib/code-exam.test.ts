import { describe, expect, it } from 'vitest';
import { formatCodeExam, isExamId, isTestCode, parseCodeExam } from './code-exam';

describe('parseCodeExam', () => {
  it('splits at the last hyphen: code, then a numeric exam id', () => {
    expect(parseCodeExam('mbti-1')).toEqual({ code: 'mbti', examId: '1' });
    expect(parseCodeExam('big-five-12')).toEqual({ code: 'big-five', examId: '12' });
    expect(parseCodeExam('IQ_2-300')).toEqual({ code: 'IQ_2', examId: '300' });
  });

  it('rejects anything else', () => {
    for (const bad of ['', 'mbti', 'mbti-', '-1', 'mbti-x', 'mbti--1', 'mb ti-1', 'mbti-1/2', 'mbti-1234567890', `${'a'.repeat(65)}-1`, null, undefined]) {
      expect(parseCodeExam(bad), String(bad)).toBeNull();
    }
  });

  it('round-trips', () => {
    expect(formatCodeExam({ code: 'big-five', examId: '12' })).toBe('big-five-12');
    expect(parseCodeExam(formatCodeExam({ code: 'a-b', examId: '9' }))).toEqual({ code: 'a-b', examId: '9' });
  });

  it('validates codes and exam ids on their own', () => {
    expect(isTestCode('mbti')).toBe(true);
    expect(isTestCode('a-b_c')).toBe(true);
    expect(isTestCode('a-')).toBe(false);
    expect(isTestCode(1)).toBe(false);
    expect(isExamId('12')).toBe(true);
    expect(isExamId('1a')).toBe(false);
    expect(isExamId(12)).toBe(false);
  });
});
