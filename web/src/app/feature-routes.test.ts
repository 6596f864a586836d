import { describe, expect, it } from 'vitest';
import { featureRouteFiles, routeArraysOf } from './feature-routes';

describe('feature routes', () => {
  it('takes every exported array named …Routes', () => {
    const a = { path: '/a' };
    const b = { path: '/b' };
    expect(routeArraysOf({ quizRoutes: [a], resultRoutes: [b], helper: [1], quizPaths: { x: 1 }, otherRoutes: 'no' })).toEqual([a, b]);
  });

  it('finds route files only in features/<feature>/<name>-routes.tsx', () => {
    for (const file of featureRouteFiles) expect(file).toMatch(/^\.\.\/features\/[^/]+\/[^/]+-routes\.tsx$/);
  });
});
