import type { ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';
import { RequireSession } from './RouteGuards';

/** A route of a section's table whose page needs a logged-in member. */
export const memberPage = (key: string, path: string, element: ReactElement): ReactElement => (
  <Route key={key} path={path}>
    <RequireSession>{element}</RequireSession>
  </Route>
);

/** A section's route table: a path of the section that no page answers is the app's 404, as without the section. */
export function SectionSwitch({ routes }: { routes: readonly ReactElement[] }) {
  return (
    <Switch>
      {routes}
      <Route>
        <Redirect to="/error/404" replace />
      </Route>
    </Switch>
  );
}
