import { observer } from 'mobx-react-lite';
import { useParams } from 'wouter';
import { useService } from '../app/ServicesProvider';
import { SessionStore } from '../stores/session-store';
import { ErrorView } from './ErrorView';

/** The error page (ErrorView) for the session: shown at /error/{status} or in place of a page. */
export const ErrorPage = observer(function ErrorPage({ status }: { status: number }) {
  const session = useService(SessionStore);
  return <ErrorView status={status} loggedIn={session.authorised} onLeave={() => session.clearFailure()} />;
});

/** /error/{status}: the error page for the status in the path (404 for one that is not a number). */
export function ErrorRoute() {
  const params = useParams<{ status?: string }>();
  const status = Number.parseInt(params.status ?? '', 10);
  return <ErrorPage status={Number.isFinite(status) ? status : 404} />;
}
