// The web app's routes are core's route table, read the same way: the server answers a page address with 200 where
// a screen shows (packages/core isClientPath) and 404 where the not-found screen shows (issue 22, item 22).
import { isClientPath, PRIVATE_PATTERNS, PUBLIC_PATTERNS } from '@podium/core';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { appRoutes } from './routes.tsx';

function pathsOf(routes: readonly RouteObject[]): string[] {
  return routes.flatMap((route) => [...(route.path ? [route.path] : []), ...pathsOf(route.children ?? [])]);
}

function routesOf(routes: readonly RouteObject[]): RouteObject[] {
  return routes.flatMap((route) => [route, ...routesOf(route.children ?? [])]);
}

/** True when the router shows the not-found screen for the path. */
function isNotFound(path: string): boolean {
  return matchRoutes(appRoutes, path)?.at(-1)?.route.path === '*';
}

const fill = (pattern: string) => pattern.replace(/:[^/]+/g, (param) => `${param.slice(1)}-7`);

describe('the route table', () => {
  it('wires exactly the paths of core’s table, besides the not-found screen', () => {
    const wired = new Set(pathsOf(appRoutes).filter((path) => path !== '*'));
    expect([...wired].sort()).toEqual([...new Set([...PUBLIC_PATTERNS, ...PRIVATE_PATTERNS])].sort());
  });

  it('matches paths in any case, as core does', () => {
    expect(routesOf(appRoutes).filter((route) => route.caseSensitive)).toEqual([]);
  });

  it('shows a screen exactly where core says the path is the client’s', () => {
    const examples = [...PUBLIC_PATTERNS, ...PRIVATE_PATTERNS].flatMap((pattern) => {
      const path = fill(pattern);
      return [path, `${path}/`, `${path}//`, path.toUpperCase(), path.toLowerCase(), `${path}/more`];
    });
    const unknown = [
      '/some-old-page',
      '/public/team/id-7',
      '/public/link',
      '/public/athlete',
      '/AthleteProfile/x/y/z',
      '/login/extra',
      '//login',
      '/%41thleteProfile',
      '/reset%2Fabc',
      '/register-link/a%40b.com/sub/true',
    ];
    for (const path of [...examples, ...unknown]) {
      expect(isNotFound(path), path).toBe(!isClientPath(path));
    }
  });
});
