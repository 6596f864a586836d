/** The site's theme colours for canvas drawing (CSS variables of the page, with the light theme as fallback). */
export interface CanvasColors {
  text: string;
  muted: string;
  primary: string;
  accent: string;
  border: string;
  surface: string;
  focus: string;
}

export function canvasColors(element: Element): CanvasColors {
  const style = getComputedStyle(element);
  const read = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
  return {
    text: read('--color-text', '#1d1b2c'),
    muted: read('--color-muted', '#55516b'),
    primary: read('--color-primary', '#3b2f8f'),
    accent: read('--color-accent', '#5b4bc4'),
    border: read('--color-border', '#dcd8ee'),
    surface: read('--color-surface', '#ffffff'),
    focus: read('--color-focus', '#d14900'),
  };
}
