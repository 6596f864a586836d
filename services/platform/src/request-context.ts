import { AsyncLocalStorage } from 'node:async_hooks';

/** What a caller tells every service about the visitor's request; travels as gRPC metadata. */
export interface RequestContext {
  requestId?: string;
  logId?: string;
  language?: string;
  hl?: string;
  appVersion?: string;
  examAppId?: string;
  uid?: string;
}

/** gRPC metadata keys (and the gateway's incoming header names) for each context field. */
export const requestContextKeys: Record<keyof RequestContext, string> = {
  requestId: 'x-request-id',
  logId: 'x-log-id',
  language: 'x-language',
  hl: 'x-hl',
  appVersion: 'x-app-version',
  examAppId: 'x-exam-app-id',
  uid: 'x-uid',
};

const storage = new AsyncLocalStorage<RequestContext>();

export function runWithRequestContext<T>(context: RequestContext, fn: () => T): T {
  return storage.run(context, fn);
}

export function currentRequestContext(): RequestContext {
  return storage.getStore() ?? {};
}

/** Reads the known keys from any header-like record, ignoring empty and oversized values. */
export function requestContextFrom(read: (key: string) => string | undefined): RequestContext {
  const context: RequestContext = {};
  for (const [field, key] of Object.entries(requestContextKeys) as [keyof RequestContext, string][]) {
    const value = read(key)?.trim();
    if (value && value.length <= 128) context[field] = value;
  }
  return context;
}
