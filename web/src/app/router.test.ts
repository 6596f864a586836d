import { matchRoutes, type PatchRoutesOnNavigationFunction, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { THEME_TABLE } from '../features/themes/theme-table';
import { ROUTE_IDS, appRoutes, featureRouteDiscovery } from './router';

const lastId = (path: string) => matchRoutes(appRoutes(), path)?.at(-1)?.route.id;

describe('app routes', () => {
  it('route every theme table row to its landing route', () => {
    expect(lastId('/landing/relax')).toBe('landing-relax');
    expect(lastId('/landing/girl-old')).toBe('landing-girl-old');
    expect(lastId('/relaxPage/mbti-1')).toBe('relaxPage-code-examId');
    expect(lastId('/free/mbti-1')).toBe('free-code-examId');
    for (const row of THEME_TABLE) expect(lastId(row.path.replace(':codeExam', 'mbti-1'))).toBe(row.name);
  });

  it('send unknown landing variants and themes to the 404 route', () => {
    expect(lastId('/landing/nope')).toBe(ROUTE_IDS.notFound);
    expect(lastId('/calmPage/mbti-1')).toBe(ROUTE_IDS.notFound);
    expect(lastId('/relaxPage/mbti-1/more')).toBe(ROUTE_IDS.notFound);
  });

  it('keep every page lazy (the entry bundle holds no page)', () => {
    const pages = matchRoutes(appRoutes(), '/') ?? [];
    expect(pages.at(-1)?.route.lazy).toBeTypeOf('function');
    for (const row of THEME_TABLE) {
      const route = appRoutes()[0]?.children?.find((r) => r.id === row.name);
      expect(route?.lazy, row.name).toBeTypeOf('function');
      expect(route?.loader, row.name).toBeTypeOf('function');
    }
  });
});

describe('featureRouteDiscovery', () => {
  const matchesFor = (path: string) => (matchRoutes(appRoutes(), path) ?? []) as unknown as Parameters<PatchRoutesOnNavigationFunction>[0]['matches'];

  it('does not load feature routes for the app’s own pages', async () => {
    const patch = vi.fn();
    const discover = featureRouteDiscovery();
    await discover({ path: '/relaxPage/mbti-1', matches: matchesFor('/relaxPage/mbti-1'), patch, signal: new AbortController().signal, fetcherKey: undefined });
    expect(patch).not.toHaveBeenCalled();
  });

  it('patches the features’ routes into the site pages when a path reaches the 404 route, once', async () => {
    const patch = vi.fn<(routeId: string | null, children: RouteObject[]) => void>();
    const discover = featureRouteDiscovery();
    const args = { path: '/quiz/standard', matches: matchesFor('/quiz/standard'), patch, signal: new AbortController().signal, fetcherKey: undefined };
    await discover(args);
    await discover(args);
    expect(patch.mock.calls.length).toBeLessThanOrEqual(1);
    for (const [routeId, children] of patch.mock.calls) {
      expect(routeId).toBe(ROUTE_IDS.sitePages);
      expect(children.length).toBeGreaterThan(0);
    }
  });
});
