import { describe, expect, it } from 'vitest';
import { pushEvent, trackPageView } from './analytics';

describe('analytics', () => {
  it('pushes the event onto a data layer, without empty values', () => {
    const layer: unknown[] = [];
    expect(pushEvent(layer, 'page_view', { page_path: '/landing/relax', theme: 'relaxTheme', gclid: undefined, x: null, y: '' })).toBe(true);
    expect(layer).toEqual([{ event: 'page_view', page_path: '/landing/relax', theme: 'relaxTheme' }]);
  });

  it('does nothing without a data layer', () => {
    expect(pushEvent(undefined, 'page_view')).toBe(false);
    expect(pushEvent({}, 'page_view')).toBe(false);
    // Outside a browser there is no window, hence no data layer.
    expect(trackPageView({ page_path: '/', page_location: 'http://x/', route_name: 'landing-home' })).toBe(false);
  });
});
