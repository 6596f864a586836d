import useSWR from 'swr';
import { api } from '../../../lib/api-client';
import { USER_KEY, type User } from './types';

/** `GET /user/get`: the signed-in account (401 when nobody is signed in). */
export function fetchUser(): Promise<User> {
  return api.get<User>('/user/get');
}

export function useUser() {
  const { data, error, isLoading, mutate } = useSWR(USER_KEY, fetchUser, { shouldRetryOnError: false, revalidateOnFocus: false });
  return { user: data, error: error as unknown, isLoading, mutate };
}
