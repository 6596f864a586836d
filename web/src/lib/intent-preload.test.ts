import { describe, expect, it, vi } from 'vitest';
import { preloadOnIntent, setIntentPreloader } from './intent-preload';

describe('preloadOnIntent', () => {
  it('asks the registered preloader once per path, without the query', async () => {
    const load = vi.fn(async (_path: string) => undefined);
    setIntentPreloader(load);
    preloadOnIntent('/question/mbti-1?fbclid=x');
    preloadOnIntent('/question/mbti-1?hl=DE');
    preloadOnIntent('/quiz/standard#top');
    expect(load.mock.calls).toEqual([['/question/mbti-1'], ['/quiz/standard']]);
  });

  it('tries again after a failed preload', async () => {
    const load = vi.fn(async (_path: string) => {
      throw new Error('offline');
    });
    setIntentPreloader(load);
    preloadOnIntent('/a');
    await vi.waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await Promise.resolve();
    preloadOnIntent('/a');
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('does nothing before a preloader is registered', () => {
    setIntentPreloader(null);
    expect(() => preloadOnIntent('/a')).not.toThrow();
  });
});
