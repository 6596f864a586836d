import useSWR from 'swr';
import { api, ApiError } from '../../../lib/api-client';

/** Whether someone is signed in (`GET /user/get` answers 401 for visitors), so a lock can offer signing in too. */
async function fetchSignedIn(): Promise<boolean> {
  try {
    await api.get<unknown>('/user/get');
    return true;
  } catch (error) {
    if (error instanceof ApiError && error.result === 401) return false;
    throw error;
  }
}

export function useSignedIn(): boolean | undefined {
  const { data } = useSWR('games/signed-in', fetchSignedIn, { revalidateOnFocus: false, shouldRetryOnError: false });
  return data;
}
