import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { isOtherBuild, loadNextNavigationFresh, watchBuildVersion } from './build-version';

function fakeDocument() {
  const listeners: Array<() => void> = [];
  return {
    visibilityState: 'visible',
    addEventListener: (_type: 'visibilitychange', listener: () => void) => void listeners.push(listener),
    becomes(state: string) {
      this.visibilityState = state;
      listeners.forEach((listener) => listener());
    },
  };
}

describe('noticing a deploy', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('tells another build id from the running one, and ignores what it cannot read', () => {
    expect(isOtherBuild('b1', { id: 'b2', timestamp: 1 })).toBe(true);
    expect(isOtherBuild('b1', { id: 'b1', timestamp: 1 })).toBe(false);
    for (const unreadable of [null, 'b2', {}, { id: '' }, { id: 2 }]) expect(isOtherBuild('b1', unreadable)).toBe(false);
  });

  it('polls on its timer and when the tab becomes visible, and reports a new build once', async () => {
    const doc = fakeDocument();
    let served: unknown = { id: 'b1' };
    const fetchMetadata = vi.fn(async () => served);
    const onNewBuild = vi.fn();
    watchBuildVersion({ runningId: 'b1', fetchMetadata, onNewBuild, doc, intervalMs: 1_000 });

    await vi.advanceTimersByTimeAsync(1_000);
    expect(fetchMetadata).toHaveBeenCalledTimes(1);
    doc.becomes('hidden');
    expect(fetchMetadata).toHaveBeenCalledTimes(1);
    doc.becomes('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMetadata).toHaveBeenCalledTimes(2);
    expect(onNewBuild).not.toHaveBeenCalled();

    served = { id: 'b2' };
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(5_000);
    doc.becomes('visible');
    await vi.advanceTimersByTimeAsync(0);
    expect(fetchMetadata).toHaveBeenCalledTimes(3);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });

  it('keeps polling after a failed check', async () => {
    const fetchMetadata = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValue({ id: 'b2' });
    const onNewBuild = vi.fn();
    watchBuildVersion({ runningId: 'b1', fetchMetadata, onNewBuild, doc: fakeDocument(), intervalMs: 1_000 });
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNewBuild).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1_000);
    expect(onNewBuild).toHaveBeenCalledTimes(1);
  });
});

describe('after a deploy, the next navigation', () => {
  function fakeRouter() {
    type State = { location: unknown; navigation: { location?: unknown } };
    const listeners: Array<(state: State) => void> = [];
    const router = {
      state: { location: { pathname: '/' }, navigation: {} } as State,
      subscribe: (listener: (state: State) => void) => (listeners.push(listener), () => {}),
      createHref: (location: { pathname: string }) => location.pathname,
      emit(state: State) {
        router.state = state;
        listeners.forEach((listener) => listener(state));
      },
    };
    return router;
  }
  const page = () => ({ assign: vi.fn(), reload: vi.fn() });

  it('that is still loading goes to its address as a full page load', () => {
    const router = fakeRouter();
    const location = page();
    loadNextNavigationFresh(router, location);
    router.emit({ location: router.state.location, navigation: { location: { pathname: '/userCenter' } } });
    router.emit({ location: { pathname: '/userCenter' }, navigation: {} });
    expect(location.assign).toHaveBeenCalledExactlyOnceWith('/userCenter');
    expect(location.reload).not.toHaveBeenCalled();
  });

  it('that completed at once reloads where it arrived', () => {
    const router = fakeRouter();
    const location = page();
    loadNextNavigationFresh(router, location);
    router.emit({ location: router.state.location, navigation: {} });
    expect(location.reload).not.toHaveBeenCalled();
    router.emit({ location: { pathname: '/report/retrieve' }, navigation: {} });
    expect(location.reload).toHaveBeenCalledTimes(1);
  });
});
