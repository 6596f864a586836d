/**
 * A theme in the page: CSS custom properties for the colours (set on the page's wrapper, so the
 * prerendered HTML carries them too) and the favicon and theme-color in the document head.
 */
import { useEffect, type CSSProperties } from 'react';
import type { Theme } from './theme-table';

/** The site shell's own icon and colour, outside themed pages. */
export const SITE_HEAD = { icon: '/favicon.svg', themeColor: '#3b2f8f' } as const;

export interface HeadLook {
  icon: string;
  themeColor: string;
}

export function headLookOf(theme: Theme): HeadLook {
  return { icon: theme.icon, themeColor: theme.colors.primary };
}

/** `--color-primary: …` etc. for an element's `style`; the stylesheet reads these variables. */
export function themeStyle(theme: Theme): CSSProperties {
  const { colors } = theme;
  return {
    '--color-primary': colors.primary,
    '--color-primary-hover': colors.primaryHover,
    '--color-accent': colors.accent,
    '--color-bg': colors.background,
    '--color-surface': colors.surface,
    '--color-border': colors.border,
  } as CSSProperties;
}

function headElement<K extends 'link' | 'meta'>(doc: Document, tag: K, attr: string, value: string): HTMLElementTagNameMap[K] {
  const found = doc.head.querySelector<HTMLElementTagNameMap[K]>(`${tag}[${attr}="${value}"]`);
  if (found) return found;
  const created = doc.createElement(tag);
  created.setAttribute(attr, value);
  doc.head.appendChild(created);
  return created;
}

/** Points the favicon and the theme-color meta at `look`. */
export function applyHeadLook(doc: Document, look: HeadLook): void {
  const icon = headElement(doc, 'link', 'rel', 'icon');
  if (icon.getAttribute('href') !== look.icon) icon.setAttribute('href', look.icon);
  icon.setAttribute('type', 'image/svg+xml');
  const color = headElement(doc, 'meta', 'name', 'theme-color');
  if (color.getAttribute('content') !== look.themeColor) color.setAttribute('content', look.themeColor);
}

/** Applies `look` to the document head while the calling page is shown. */
export function useHeadLook(look: HeadLook): void {
  const { icon, themeColor } = look;
  useEffect(() => {
    applyHeadLook(document, { icon, themeColor });
  }, [icon, themeColor]);
}
