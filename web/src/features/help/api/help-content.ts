/**
 * The content service's calls for the help feature. List calls name the locale in the path; `info`
 * calls follow the `x-hl` header the api client sends, so the locale is part of every SWR key.
 */
import useSWR from 'swr';
import { appConfig } from '../../../config/app-config';
import { api } from '../../../lib/api-client';

export interface ProtocolSummary {
  protocolId: string;
  code: 'terms' | 'privacy' | 'subscription';
  title: string;
  version: string;
  effectiveDate: string;
  showOnSignup: boolean;
}

export interface Protocol extends Omit<ProtocolSummary, 'showOnSignup'> {
  sections: Array<{ heading: string; body: string }>;
}

export interface HelpGroup {
  groupCode: 'subscription-management' | 'billing-and-payments' | 'legal-and-policies' | 'support-contact';
  groupTitle: string;
  items: Array<{ helpId: string; question: string }>;
}

export interface HelpItem {
  helpId: string;
  groupCode: HelpGroup['groupCode'];
  question: string;
  answer: string;
}

const examId = () => encodeURIComponent(appConfig.defaultExamAppId);
const options = { revalidateOnFocus: false, keepPreviousData: false } as const;

/** `GET /app/help/list/{examId}/{hl}` */
export function useHelpGroups(locale: string) {
  const { data, error, isLoading, mutate } = useSWR(['app/help/list', locale] as const, () =>
    api.get<HelpGroup[]>(`/app/help/list/${examId()}/${encodeURIComponent(locale)}`), options);
  return { groups: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** `GET /app/help/info/{id}` */
export function useHelpItem(helpId: string | null, locale: string) {
  const { data, error, isLoading, mutate } = useSWR(helpId ? (['app/help/info', helpId, locale] as const) : null, () =>
    api.get<HelpItem>(`/app/help/info/${encodeURIComponent(helpId ?? '')}`), options);
  return { item: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** `GET /app/protocol/list/{examId}/{hl}` */
export function useProtocols(locale: string) {
  const { data, error, isLoading, mutate } = useSWR(['app/protocol/list', locale] as const, () =>
    api.get<ProtocolSummary[]>(`/app/protocol/list/${examId()}/${encodeURIComponent(locale)}`), options);
  return { protocols: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

/** `GET /app/protocol/info/{id}` */
export function useProtocol(protocolId: string | null, locale: string) {
  const { data, error, isLoading, mutate } = useSWR(protocolId ? (['app/protocol/info', protocolId, locale] as const) : null, () =>
    api.get<Protocol>(`/app/protocol/info/${encodeURIComponent(protocolId ?? '')}`), options);
  return { protocol: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
