import { describe, expect, it } from 'vitest';
import { absoluteShareUrl } from './account-share';

const PATH = '/report/result-free-test?share=abc_DEF-123';

describe('absoluteShareUrl', () => {
  it('puts the share path on the origin when there is no locale prefix', () => {
    expect(absoluteShareUrl('https://mindprint.example', '/', PATH)).toBe(`https://mindprint.example${PATH}`);
    expect(absoluteShareUrl('http://localhost:5173', '', PATH)).toBe(`http://localhost:5173${PATH}`);
  });

  it('keeps the locale prefix of the page, with or without a trailing slash', () => {
    expect(absoluteShareUrl('https://mindprint.example', '/fr', PATH)).toBe(`https://mindprint.example/fr${PATH}`);
    expect(absoluteShareUrl('https://mindprint.example', '/ja/', PATH)).toBe(`https://mindprint.example/ja${PATH}`);
  });

  it('keeps the query of the share path as the server encoded it', () => {
    const url = new URL(absoluteShareUrl('https://mindprint.example', '/', '/report/result-free-test?share=a%2Bb'));
    expect(url.searchParams.get('share')).toBe('a+b');
  });

  it('refuses paths that would leave the site', () => {
    for (const path of ['//evil.example/x', 'https://evil.example/x', 'report/result', '/\\evil.example']) {
      expect(() => absoluteShareUrl('https://mindprint.example', '/', path), path).toThrow();
    }
  });
});
