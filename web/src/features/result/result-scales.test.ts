import { describe, expect, it } from 'vitest';
import { createStore, type KeyValueStorage } from '../../lib/storage';
import { lastOrder, rememberedRating, rememberLastOrder, rememberRating } from './result-memory';
import { examIdFromParam, normalizeFreeResult, resolveResultRef, sideOf } from './result-scales';

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
