import { describe, expect, it } from 'vitest';
import { MAPPING_TABS } from './mapping-report-model';
import { parseTab, REPORT_TABS, tabIndexAfterKey } from './report-tabs';

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
    expect(parseTab('dimensions', REPORT_TABS)).toBe('dimensions');
    expect(parseTab('overview', REPORT_TABS)).toBe('overview');
    expect(parseTab('nope', REPORT_TABS)).toBe('overview');
    expect(parseTab(null, REPORT_TABS)).toBe('overview');
    expect(parseTab('development_recommendations', MAPPING_TABS)).toBe('development_recommendations');
    expect(parseTab('dimensions', MAPPING_TABS)).toBe('overview');
  });
});
