import { describe, expect, it } from 'vitest';
import { examIds, examKindOf, examKinds } from '../src/exam-kinds.js';

describe('the exam kinds, from proto', () => {
  it('keep the ids URLs and database rows carry: 1 to 6', () => {
    expect(examIds).toEqual({ type: '1', mapping: '2', matrices: '3', relationships: '4', career: '5', growth: '6' });
    expect(examKinds).toEqual(['type', 'mapping', 'matrices', 'relationships', 'career', 'growth']);
  });

  it('name the kind of an exam id and of nothing else', () => {
    expect(examKinds.map((kind) => examKindOf(examIds[kind]))).toEqual(examKinds);
    for (const other of ['0', '7', '01', ' 3', 'TYPE', 'type', '']) expect(examKindOf(other)).toBeUndefined();
  });
});
