/**
 * The phone header's collapsed menu is a `<details>` whose `<summary>` is the menu button: it opens
 * and closes without JavaScript (prerendered pages) and by keyboard. The stylesheet hides the
 * navigation while it is closed, on phones only. With JavaScript the button also states
 * `aria-expanded` (added here, so a page without JavaScript never shows a stale value) and Escape
 * closes the menu. Used by the app's header and by the entry pages' script, one behaviour for both.
 */
export function enhanceSiteMenu(menu: HTMLDetailsElement): () => void {
  const button = menu.querySelector('summary');
  if (!button) return () => undefined;
  const sync = () => button.setAttribute('aria-expanded', String(menu.open));
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !menu.open) return;
    menu.open = false;
    button.focus();
  };
  const header = menu.closest('header') ?? menu;
  sync();
  menu.addEventListener('toggle', sync);
  header.addEventListener('keydown', closeOnEscape);
  return () => {
    menu.removeEventListener('toggle', sync);
    header.removeEventListener('keydown', closeOnEscape);
  };
}

export const SITE_MENU_SELECTOR = 'details.site-menu';
