/**
 * The PDF viewer's page and zoom rules, apart from pdf.js: zoom steps, fitting the page to the
 * viewer's width, and what a key does.
 */
export const MIN_ZOOM = 0.5;
export const MAX_ZOOM = 3;
export const ZOOM_STEPS: readonly number[] = [MIN_ZOOM, 0.75, 1, 1.25, 1.5, 2, MAX_ZOOM];

/** 'fit' follows the viewer's width; a number is a fixed scale (1 = the page's own size). */
export type Zoom = 'fit' | number;

const EPSILON = 0.001;

const clampZoom = (scale: number) => Math.min(MAX_ZOOM, Math.max(MIN_ZOOM, scale));

/** The next step above `scale` (a fitted scale sits between steps), or the largest. */
export function zoomIn(scale: number): number {
  return ZOOM_STEPS.find((step) => step > scale + EPSILON) ?? MAX_ZOOM;
}

/** The next step below `scale`, or the smallest. */
export function zoomOut(scale: number): number {
  return [...ZOOM_STEPS].reverse().find((step) => step < scale - EPSILON) ?? MIN_ZOOM;
}

/** The scale at which a page `pageWidth` wide (at scale 1) fills `availableWidth`, within the zoom range. */
export function fitWidthScale(pageWidth: number, availableWidth: number): number {
  if (pageWidth <= 0 || availableWidth <= 0) return 1;
  return clampZoom(availableWidth / pageWidth);
}

/** The scale a zoom setting means for this page and viewer. */
export function effectiveScale(zoom: Zoom, pageWidth: number, availableWidth: number): number {
  return zoom === 'fit' ? fitWidthScale(pageWidth, availableWidth) : clampZoom(zoom);
}

/** `page` kept within 1…pageCount. */
export function clampPage(page: number, pageCount: number): number {
  if (pageCount < 1) return 1;
  return Math.min(pageCount, Math.max(1, Math.round(page)));
}

export type ViewerAction = 'previous' | 'next' | 'first' | 'last' | 'zoomIn' | 'zoomOut' | 'fitWidth';

/** The viewer's keyboard: arrows and Page Up/Down turn pages, Home/End jump, + and - zoom, 0 fits the width. */
export function viewerActionForKey(key: string): ViewerAction | null {
  switch (key) {
    case 'ArrowLeft':
    case 'PageUp':
      return 'previous';
    case 'ArrowRight':
    case 'PageDown':
      return 'next';
    case 'Home':
      return 'first';
    case 'End':
      return 'last';
    case '+':
    case '=':
      return 'zoomIn';
    case '-':
    case '_':
      return 'zoomOut';
    case '0':
      return 'fitWidth';
    default:
      return null;
  }
}

export interface ViewerPosition {
  page: number;
  zoom: Zoom;
}

/** The position after `action`; `scale` is the scale shown now (a fitted zoom starts from it). */
export function applyViewerAction(position: ViewerPosition, action: ViewerAction, pageCount: number, scale: number): ViewerPosition {
  switch (action) {
    case 'previous':
      return { ...position, page: clampPage(position.page - 1, pageCount) };
    case 'next':
      return { ...position, page: clampPage(position.page + 1, pageCount) };
    case 'first':
      return { ...position, page: 1 };
    case 'last':
      return { ...position, page: clampPage(pageCount, pageCount) };
    case 'zoomIn':
      return { ...position, zoom: zoomIn(scale) };
    case 'zoomOut':
      return { ...position, zoom: zoomOut(scale) };
    case 'fitWidth':
      return { ...position, zoom: 'fit' };
  }
}
