import useSWR, { mutate as mutateCache } from 'swr';
import { api } from '../../../lib/api-client';
import type { GameCode, GameInfo, SavedScore } from './types';

const LIST_KEY = 'games/list';
const detailKey = (code: string) => ['games/detail', code] as const;

/** `GET /game/list`: the four games with the member's best scores and locks. */
export function fetchGames(): Promise<GameInfo[]> {
  return api.get<GameInfo[]>('/game/list');
}

/** `GET /game/detail/:code`: one game (404 for an unknown code). */
export function fetchGame(code: string): Promise<GameInfo> {
  return api.get<GameInfo>(`/game/detail/${encodeURIComponent(code)}`);
}

/** `POST /game/score/save`: records a finished game's score; answers the best score and whether this was it. */
export async function saveScore(gameCode: GameCode, score: number): Promise<SavedScore> {
  const saved = await api.post<SavedScore>('/game/score/save', { gameCode, score });
  await Promise.all([mutateCache(LIST_KEY), mutateCache(detailKey(gameCode))]);
  return saved;
}

export function useGames() {
  const { data, error, isLoading, mutate } = useSWR(LIST_KEY, fetchGames, { revalidateOnFocus: false, shouldRetryOnError: false });
  return { games: data, error: error as unknown, isLoading, retry: () => void mutate() };
}

export function useGame(code: string) {
  const { data, error, isLoading, mutate } = useSWR(detailKey(code), () => fetchGame(code), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
  return { game: data, error: error as unknown, isLoading, retry: () => void mutate() };
}
