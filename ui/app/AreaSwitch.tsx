import type { ReactElement } from 'react';
import { Redirect, Route, Switch } from 'wouter';

/** An area's route table as a switch: a path of the area that no page answers is the app's 404. */
export function AreaSwitch({ routes }: { routes: readonly ReactElement[] }) {
  return (
    <Switch>
      {routes}
      <Route>
        <Redirect to="/error/404" replace />
      </Route>
    </Switch>
  );
}
