/**
 * The content service's calls for the help feature. List calls name the locale in the path; `info`
 * calls follow the `x-hl` header the api client sends, so the locale is part of every SWR key.
 */
import useSWR from 'swr';
import { appConfig } from '../../../config/app-config';
import { api } from '../../../lib/api-client';
import type { ApiResponse } from '../../../lib/api/contract';

export type ProtocolSummary = ApiResponse<'/api/app/protocol/list/{examId}/{hl}'>[number];
export type Protocol = ApiResponse<'/api/app/protocol/info/{id}'>;
export type HelpGroup = ApiResponse<'/api/app/help/list/{examId}/{hl}'>[number];
export type HelpItem = ApiResponse<'/api/app/help/info/{id}'>;

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
