import { describe, expect, it } from 'vitest';
import { parseTab, tabIndexAfterKey } from './report-tabs';

describe('report tabs', () => {
  it('move with the arrow keys, wrapping around, and jump with Home and End', () => {
    expect(tabIndexAfterKey('ArrowRight', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowRight', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('ArrowLeft', 0, 2)).toBe(1);
    expect(tabIndexAfterKey('ArrowLeft', 2, 3)).toBe(1);
    expect(tabIndexAfterKey('Home', 1, 2)).toBe(0);
    expect(tabIndexAfterKey('End', 0, 3)).toBe(2);
  });

  it('ignore other keys and empty lists', () => {
    expect(tabIndexAfterKey('Enter', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowDown', 0, 2)).toBeNull();
    expect(tabIndexAfterKey('ArrowRight', 0, 0)).toBeNull();
  });

  it('read the tab from the URL, the overview by default', () => {
    expect(parseTab('dimensions')).toBe('dimensions');
    expect(parseTab('overview')).toBe('overview');
    expect(parseTab('nope')).toBe('overview');
    expect(parseTab(null)).toBe('overview');
  });
});
