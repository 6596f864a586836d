/**
 * Values the API client sends as default headers. The app shell fills them at start-up
 * (locale, log id from the URL, exam app id) and updates them when they change
 * (language switch, sign-in).
 */
export interface RequestContext {
  /** BCP 47 tag of the UI language, e.g. `zh-HK`. */
  language?: string;
  appVersion?: string;
  examAppId?: string;
  logId?: string;
  /** Site locale code, e.g. `HK`. */
  hl?: string;
  uid?: string;
}

let context: RequestContext = {};

export function getRequestContext(): RequestContext {
  return context;
}

export function updateRequestContext(patch: Partial<RequestContext>): void {
  context = { ...context, ...patch };
}
