/**
 * The home page's statistics on the prerendered page, without the app: fetches `GET /app/v2/view`
 * and fills in the markup HomeStats rendered in its loading state, with the same words and the
 * same error-with-retry state (home-stats-model.ts says what each value reads).
 */
import { browserLanguageTags, regionFromLanguageTags } from '../../lib/region';
import { getAppView, type AppView } from './api/get-app-view';
import { statValues, type StatsText } from './home-stats-model';

/** The `stats` group of the page locale's `home` messages. */
export type StatsMessages = Record<string, string>;

function textOf(messages: StatsMessages): StatsText {
  return (key, values = {}) => (messages[key] ?? key).replace(/\{\{\s*(\w+)\s*\}\}/g, (_all, name: string) => values[name] ?? '');
}

function element<K extends keyof HTMLElementTagNameMap>(tag: K, className: string, text: string): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  node.className = className;
  node.textContent = text;
  return node;
}

function setState(section: HTMLElement, state: 'loading' | 'ready' | 'error', messages: StatsMessages): void {
  section.dataset.state = state;
  section.setAttribute('aria-busy', String(state === 'loading'));
  const status = section.querySelector('.stats__status');
  if (status) status.textContent = state === 'loading' ? (messages.loading ?? '') : '';
  section.querySelector('.stats__error')?.remove();
}

function showStats(section: HTMLElement, stats: AppView['stats'], messages: StatsMessages, languageTag: string): void {
  for (const item of statValues(stats, textOf(messages), languageTag)) {
    const stat = section.querySelector(`[data-stat="${item.key}"]`);
    if (!stat) continue;
    const value = stat.querySelector('.stat__value');
    if (value) value.textContent = item.value ?? messages.unavailable ?? '';
    stat.querySelector('.stat__detail')?.remove();
    if (item.detail) stat.append(element('dd', 'stat__detail', item.detail));
  }
  setState(section, 'ready', messages);
  if (!section.querySelector('.stats__note')) section.append(element('p', 'stats__note', messages.note ?? ''));
}

function showError(section: HTMLElement, messages: StatsMessages, retry: () => void): void {
  setState(section, 'error', messages);
  const alert = element('div', 'stats__error', '');
  alert.setAttribute('role', 'alert');
  const button = element('button', 'button button--secondary', messages.retry ?? '');
  button.type = 'button';
  button.addEventListener('click', retry);
  alert.append(element('p', '', messages.error ?? ''), button);
  section.append(alert);
}

/** Loads the statistics into `section` (a prerendered `.stats` with `data-exam-id`). */
export async function startHomeStats(section: HTMLElement, messages: StatsMessages, languageTag: string): Promise<void> {
  const examId = section.dataset.examId;
  if (!examId) return;
  setState(section, 'loading', messages);
  try {
    const view = await getAppView(examId, regionFromLanguageTags(browserLanguageTags()));
    showStats(section, view.stats, messages, languageTag);
  } catch {
    showError(section, messages, () => void startHomeStats(section, messages, languageTag));
  }
}
