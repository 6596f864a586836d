import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from '../../lib/storage';
import { lastOrder, rememberedRating, rememberLastOrder, rememberRating } from './result-memory';
import { examIdFromParam, normalizeAnyFreeResult, normalizeFreeResult, resolveResultRef, sideOf } from './result-scales';

const ei = { scale: 'EI', leftPole: 'E', rightPole: 'I', leftName: 'Extraversion', rightName: 'Introversion', position: 72, letter: 'I', strength: 44, nearCut: false };

describe('normalizeFreeResult', () => {
  it('keeps a documented result as it is', () => {
    const result = normalizeFreeResult({ typeCode: 'INTJ', title: 'Architect', summary: 'S', scales: [ei] });
    expect(result).toEqual({ typeCode: 'INTJ', title: 'Architect', summary: 'S', scales: [ei] });
  });

  it('fills what is missing and clamps positions', () => {
    const result = normalizeFreeResult({ typeCode: 'ENFP', scales: [{ leftPole: 'S', rightPole: 'N', position: 140 }, { leftPole: 'T', rightPole: 'F', position: 46 }, 'junk'] });
    expect(result?.scales).toEqual([
      { scale: 'SN', leftPole: 'S', rightPole: 'N', leftName: 'S', rightName: 'N', position: 100, letter: 'N', strength: 100, nearCut: false },
      { scale: 'TF', leftPole: 'T', rightPole: 'F', leftName: 'T', rightName: 'F', position: 46, letter: 'T', strength: 8, nearCut: true },
    ]);
    expect(normalizeFreeResult({ title: 'no type' })).toBeNull();
    expect(normalizeFreeResult(undefined)).toBeNull();
  });
});

describe('normalizeAnyFreeResult', () => {
  const extraversion = {
    scale: 'E', name: 'Extraversion', leftName: 'reserved, quiet', rightName: 'outgoing, energetic', position: 72, level: 4,
    levelName: 'High', headline: 'You recharge in company.', leftPole: '', rightPole: '', letter: '', strength: 0, nearCut: false,
  };

  it('reads the mapping test’s scales (levels, no letters) as a profile', () => {
    const result = normalizeAnyFreeResult({ typeCode: 'E4-A3-C5-N2-O4', title: 'T', summary: 'S', scales: [extraversion, { ...extraversion, level: 9 }] });
    expect(result).toEqual({
      kind: 'profile',
      result: {
        profileCode: 'E4-A3-C5-N2-O4',
        title: 'T',
        summary: 'S',
        dimensions: [
          { code: 'E', name: 'Extraversion', lowPole: 'reserved, quiet', highPole: 'outgoing, energetic', position: 72, level: 4, levelName: 'High', headline: 'You recharge in company.' },
        ],
      },
    });
  });

  it('reads the career test’s six areas (exam 5) as a profile with six scales in the server’s order', () => {
    const area = (scale: string, position: number, level: number) => ({
      scale, name: `Area ${scale}`, leftName: 'low pole', rightName: 'high pole', position, level, levelName: `L${level}`,
      headline: `${scale} headline`, leftPole: '', rightPole: '', letter: '', strength: 0, nearCut: false,
    });
    const scales = [area('R', 10, 1), area('I', 70, 4), area('A', 55, 3), area('S', 81, 5), area('E', 20, 2), area('C', 0, 1)];
    const result = normalizeAnyFreeResult({ typeCode: 'SIA', title: 'Your strongest interests: Social, Investigative and Artistic', summary: 'S', scales });
    expect(result?.kind).toBe('profile');
    if (result?.kind !== 'profile') return;
    expect(result.result.profileCode).toBe('SIA');
    expect(result.result.title).toBe('Your strongest interests: Social, Investigative and Artistic');
    expect(result.result.dimensions.map((d) => [d.code, d.position, d.level])).toEqual([
      ['R', 10, 1], ['I', 70, 4], ['A', 55, 3], ['S', 81, 5], ['E', 20, 2], ['C', 0, 1],
    ]);
  });

  it('reads exam 1’s scales (letters, level 0) as a type', () => {
    const result = normalizeAnyFreeResult({ typeCode: 'INTJ', title: 'Architect', summary: 'S', scales: [{ ...ei, name: '', level: 0, levelName: '', headline: '' }] });
    expect(result).toEqual({ kind: 'type', result: { typeCode: 'INTJ', title: 'Architect', summary: 'S', scales: [ei] } });
    expect(normalizeAnyFreeResult({ scales: [extraversion] })).toBeNull();
    expect(normalizeAnyFreeResult('junk')).toBeNull();
  });
});

describe('sideOf', () => {
  it('gives the letter’s side and how far towards it', () => {
    expect(sideOf(ei)).toEqual({ side: 'right', name: 'Introversion', pole: 'I', percent: 72 });
    expect(sideOf({ ...ei, position: 30, letter: 'E' })).toEqual({ side: 'left', name: 'Extraversion', pole: 'E', percent: 70 });
    expect(sideOf({ ...ei, position: 50, letter: 'E' }).percent).toBe(50);
  });
});

describe('resolveResultRef', () => {
  it('prefers the order number, then the share token, then the remembered order', () => {
    expect(resolveResultRef('MP1', 'tok', 'MP0')).toEqual({ kind: 'order', orderNumber: 'MP1' });
    expect(resolveResultRef(null, 'tok', 'MP0')).toEqual({ kind: 'share', shareToken: 'tok' });
    expect(resolveResultRef(null, null, 'MP0')).toEqual({ kind: 'order', orderNumber: 'MP0' });
    expect(resolveResultRef('<script>', null, null)).toBeNull();
    expect(resolveResultRef(null, null, null)).toBeNull();
  });

  it('reads the exam id of the step route', () => {
    expect(examIdFromParam('1')).toBe('1');
    expect(examIdFromParam('MBTI-1')).toBe('1');
    expect(examIdFromParam(undefined)).toBeNull();
  });
});

describe('result memory', () => {
  const data = new Map<string, string>();
  const storage: KeyValueStorage = { getItem: (k) => data.get(k) ?? null, setItem: (k, v) => void data.set(k, v), removeItem: (k) => void data.delete(k) };
  const store = createStore(storage);

  it('remembers the last order per exam and the rating per order', () => {
    expect(lastOrder(store, '1')).toBeNull();
    rememberLastOrder(store, '1', 'MP1');
    expect(lastOrder(store, '1')).toBe('MP1');
    rememberRating(store, 'MP1', 4);
    expect(rememberedRating(store, 'MP1')).toBe(4);
    expect(rememberedRating(store, 'MP2')).toBeNull();
  });
});

describe('the matrices free result', () => {
  const matrices = { correct: 18, answered: 27, total: 30, elapsedSeconds: 1144, timeLimitSeconds: 1500, testVersion: 'v1' };

  it('is the raw score and the time, before the empty scales are read as a type', () => {
    expect(normalizeAnyFreeResult({ typeCode: 'IQ-18', title: '18 of 30 correct', summary: 'S', scales: [], matrices })).toEqual({
      kind: 'matrices',
      result: { correct: 18, answered: 27, total: 30, elapsedSeconds: 1144, timeLimitSeconds: 1500 },
    });
  });

  it('is not read from an inconsistent score or a null field', () => {
    expect(normalizeAnyFreeResult({ typeCode: 'IQ-9', scales: [], matrices: { ...matrices, correct: 28 } })?.kind).not.toBe('matrices');
    expect(normalizeAnyFreeResult({ typeCode: 'IQ-9', scales: [], matrices: { ...matrices, total: 0, answered: 0, correct: 0 } })?.kind).not.toBe('matrices');
    expect(normalizeAnyFreeResult({ typeCode: 'INTJ', scales: [], matrices: null })?.kind).toBe('type');
  });
});
