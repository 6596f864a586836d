import { useSWRConfig } from 'swr';
import useSWRMutation from 'swr/mutation';
import { api } from '../../../lib/api-client';
import type { ApiRequest } from '../../../lib/api/contract';
import { CENTER_KEY, USER_KEY, type User } from './types';

/** Fields left out stay as they are; `avatar: null` removes the picture. */
export type UpdateUserRequest = ApiRequest<'/api/user/update'>;

/** `POST /user/update`: the changed profile. */
export function updateUser(body: UpdateUserRequest): Promise<User> {
  return api.post<User>('/user/update', body);
}

/** Updates the profile and the cached account (and user center summary). */
export function useUpdateUser() {
  const { mutate } = useSWRConfig();
  const { trigger, isMutating } = useSWRMutation('user/update', async (_key: string, { arg }: { arg: UpdateUserRequest }) => {
    const user = await updateUser(arg);
    await mutate(USER_KEY, user, { revalidate: false });
    void mutate(CENTER_KEY);
    return user;
  });
  return { updateUser: trigger, isSending: isMutating };
}
