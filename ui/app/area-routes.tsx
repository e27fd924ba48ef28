import type { ComponentType, ReactElement, ReactNode } from 'react';
import { Redirect, Route } from 'wouter';
import { areaPathPattern, PATHS, ROUTES, routesOf, type PageRouteKey, type RouteAccess, type RouteArea, type RouteKey } from '../../domain/routes';
import { RequireNewIdAccess, RequireSession, RequireTempToken } from './RouteGuards';

/** The page each route of an area shows (domain/routes.ts): the compiler asks for every one. */
export type AreaPages<A extends RouteArea> = { readonly [K in PageRouteKey<A>]: ReactElement };

const GUARDS: Readonly<Record<RouteAccess, ComponentType<{ children: ReactNode }> | null>> = {
  anyone: null,
  member: RequireSession,
  'temp-token': RequireTempToken,
  'new-id': RequireNewIdAccess,
};

/** A route's page behind the guard its access asks for. */
export function guarded(access: RouteAccess, page: ReactElement): ReactElement {
  const Guard = GUARDS[access];
  return Guard === null ? page : <Guard>{page}</Guard>;
}

/**
 * An area's routes, from the route registry: each page behind its guard, a section's own path redirected
 * to its first page. `extra` are routes the registry cannot give a fixed pattern (the handbooks paths).
 */
export function areaRoutes<A extends RouteArea>(area: A, pages: AreaPages<A>, extra: readonly ReactElement[] = []): ReactElement[] {
  const table = routesOf(area).map((key: RouteKey) => {
    const declaration: { readonly pattern: string; readonly access: RouteAccess; readonly redirect?: string } = ROUTES[key];
    if (declaration.redirect !== undefined) {
      return (
        <Route key={key} path={declaration.pattern}>
          <Redirect to={PATHS[declaration.redirect as RouteKey]} replace />
        </Route>
      );
    }
    return (
      <Route key={key} path={declaration.pattern}>
        {guarded(declaration.access, (pages as Readonly<Record<string, ReactElement>>)[key] as ReactElement)}
      </Route>
    );
  });
  return [...table, ...extra];
}

/**
 * The core's route to a lazily loaded area: every path the area answers (derived from the registry) goes to
 * its route table, which loads with the first visit to one of them.
 */
export function areaEntry(area: RouteArea, AreaPagesComponent: ComponentType): ReactElement {
  return <Route key={area} path={areaPathPattern(area)} component={AreaPagesComponent} />;
}
