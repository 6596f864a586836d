/**
 * The cookie notice's id: a link to `#cookie-settings` reopens it (also without JavaScript, by CSS `:target`).
 * A module of its own, without React: the entry pages' script reads it and must not load the app's UI code.
 */
export const COOKIE_SETTINGS_ID = 'cookie-settings';
