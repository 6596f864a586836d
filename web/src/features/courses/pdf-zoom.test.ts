import { describe, expect, it } from 'vitest';
import { applyViewerAction, clampPage, effectiveScale, fitWidthScale, MAX_ZOOM, MIN_ZOOM, viewerActionForKey, zoomIn, zoomOut } from './pdf-zoom';

describe('zoom steps', () => {
  it('go up and down one step at a time', () => {
    expect(zoomIn(1)).toBe(1.25);
    expect(zoomOut(1)).toBe(0.75);
    expect(zoomIn(0.5)).toBe(0.75);
  });

  it('stop at the ends of the range', () => {
    expect(zoomIn(MAX_ZOOM)).toBe(MAX_ZOOM);
    expect(zoomOut(MIN_ZOOM)).toBe(MIN_ZOOM);
  });

  it('move from a fitted scale between steps to the neighbouring steps', () => {
    expect(zoomIn(1.1)).toBe(1.25);
    expect(zoomOut(1.1)).toBe(1);
  });
});

describe('fit width', () => {
  it('scales the page to the available width', () => {
    expect(fitWidthScale(600, 900)).toBe(1.5);
  });

  it('stays within the zoom range', () => {
    expect(fitWidthScale(600, 100)).toBe(MIN_ZOOM);
    expect(fitWidthScale(100, 5000)).toBe(MAX_ZOOM);
  });

  it('falls back to the page size before anything is measured', () => {
    expect(fitWidthScale(0, 900)).toBe(1);
    expect(fitWidthScale(600, 0)).toBe(1);
  });

  it('is the scale of a fitted zoom; a fixed zoom is its own', () => {
    expect(effectiveScale('fit', 600, 300)).toBe(0.5);
    expect(effectiveScale(2, 600, 300)).toBe(2);
  });
});

describe('pages', () => {
  it('are kept within the document', () => {
    expect(clampPage(0, 5)).toBe(1);
    expect(clampPage(9, 5)).toBe(5);
    expect(clampPage(3, 5)).toBe(3);
    expect(clampPage(3, 0)).toBe(1);
  });

  it('turn with the previous and next actions, not past either end', () => {
    expect(applyViewerAction({ page: 1, zoom: 'fit' }, 'next', 3, 1)).toEqual({ page: 2, zoom: 'fit' });
    expect(applyViewerAction({ page: 3, zoom: 'fit' }, 'next', 3, 1)).toEqual({ page: 3, zoom: 'fit' });
    expect(applyViewerAction({ page: 1, zoom: 1 }, 'previous', 3, 1)).toEqual({ page: 1, zoom: 1 });
    expect(applyViewerAction({ page: 2, zoom: 1 }, 'last', 7, 1)).toEqual({ page: 7, zoom: 1 });
    expect(applyViewerAction({ page: 6, zoom: 1 }, 'first', 7, 1)).toEqual({ page: 1, zoom: 1 });
  });

  it('zoom from the scale shown, and fit again', () => {
    expect(applyViewerAction({ page: 1, zoom: 'fit' }, 'zoomIn', 3, 1.1)).toEqual({ page: 1, zoom: 1.25 });
    expect(applyViewerAction({ page: 1, zoom: 2 }, 'zoomOut', 3, 2)).toEqual({ page: 1, zoom: 1.5 });
    expect(applyViewerAction({ page: 1, zoom: 2 }, 'fitWidth', 3, 2)).toEqual({ page: 1, zoom: 'fit' });
  });
});

describe('keyboard', () => {
  it('maps arrows, + and - and 0 to actions, and leaves other keys alone', () => {
    expect(viewerActionForKey('ArrowRight')).toBe('next');
    expect(viewerActionForKey('ArrowLeft')).toBe('previous');
    expect(viewerActionForKey('+')).toBe('zoomIn');
    expect(viewerActionForKey('=')).toBe('zoomIn');
    expect(viewerActionForKey('-')).toBe('zoomOut');
    expect(viewerActionForKey('0')).toBe('fitWidth');
    expect(viewerActionForKey('a')).toBeNull();
    expect(viewerActionForKey('Tab')).toBeNull();
  });
});
