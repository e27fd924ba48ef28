import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import { ASK_COPY } from '../../domain/copy/messages-copy';
import { newMessagePath } from '../../domain/rules/secure-messages';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { Pager } from '../components/Pager';
import { ScrollRegion } from '../components/ScrollRegion';
import { Spinner } from '../components/Spinner';
import { ClaimsLayout } from './ClaimsLayout';
import { CLAIMS_COPY } from './claims-copy';
import { EobDownloadButton } from './EobDownloadButton';
import { EobsStore } from './eobs-store';
import { Unavailable } from './Unavailable';
import { gatewayLang } from '../i18n/gateway-lang';

const EobsContent = observer(function EobsContent() {
  const store = useScreenStore(EobsStore);
  const list = store.list;
  useEffect(() => {
    void store.list.load();
    return () => store.download.release();
  }, [store]);

  if (list.notAllowed) return <Redirect to="/error/404" replace />;
  const view = list.view;
  if (view === null && list.unavailable) {
    return (
      <>
        <PageHeading>{CLAIMS_COPY.eobsHeading}</PageHeading>
        <Unavailable message={CLAIMS_COPY.eobsUnavailable} busy={list.loading} onRetry={() => void list.retry()} />
      </>
    );
  }
  if (view === null) return <Spinner label={CLAIMS_COPY.eobsLoading} />;
  const first = (view.page - 1) * view.pageSize + 1;
  return (
    <>
      <PageHeading>{CLAIMS_COPY.eobsHeading}</PageHeading>
      <p className="claims-intro">{CLAIMS_COPY.eobsIntro}</p>
      {list.unavailable && <Unavailable message={CLAIMS_COPY.eobsUnavailable} busy={list.loading} onRetry={() => void list.retry()} />}
      {view.total === 0 ? (
        <p className="claims-empty">{CLAIMS_COPY.eobsNone}</p>
      ) : (
        <>
          <p className="claims-count" role="status" aria-live="polite">
            {list.loading ? CLAIMS_COPY.eobsLoading : CLAIMS_COPY.eobsCount(first, first + view.eobs.length - 1, view.total)}
          </p>
          {/* While another page loads, the one being read stays, marked busy, and the count says Loading. */}
          <ScrollRegion className="claims-table-wrap" label={CLAIMS_COPY.eobsCaption}>
            <table className="claims-table claims-table--eobs" data-testid="eobs" aria-busy={list.loading}>
              <caption className="visually-hidden">{CLAIMS_COPY.eobsCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{CLAIMS_COPY.eobDate}</th>
                  <th scope="col">{CLAIMS_COPY.member}</th>
                  <th scope="col">{CLAIMS_COPY.eobTitle}</th>
                  <th scope="col">
                    <span className="visually-hidden">{CLAIMS_COPY.download}</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {view.eobs.map((eob) => {
                  const date = formatPrimaryCareDate(eob.date);
                  return (
                    <tr key={eob.eobId} data-testid="eob-row">
                      <td data-label={CLAIMS_COPY.eobDate} className="claims-table__date">
                        {date}
                      </td>
                      <td data-label={CLAIMS_COPY.member}>{eob.memberName}</td>
                      <td data-label={CLAIMS_COPY.eobTitle} className="claims-table__provider">
                        <span lang={gatewayLang()}>{eob.title}</span>
                      </td>
                      <td className="claims-table__action">
                        <div className="claims-table__actions">
                          <EobDownloadButton
                            download={store.download}
                            eobId={eob.eobId}
                            label={CLAIMS_COPY.download}
                            detail={
                              <>
                                : <span lang={gatewayLang()}>{eob.title}</span>, {date}
                              </>
                            }
                          />
                          <Link href={newMessagePath({ topic: 'eob', reference: eob.eobId, aboutMemberKey: eob.memberKey })} className="claims-table__ask">
                            {ASK_COPY.askAboutEob}
                            <span className="visually-hidden">
                              : <span lang={gatewayLang()}>{eob.title}</span>, {date}
                            </span>
                          </Link>
                        </div>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          <Pager label={CLAIMS_COPY.eobsPagesLabel} page={view.page} pageCount={view.pageCount} onTurn={(page) => void list.turnTo(page)} />
        </>
      )}
    </>
  );
});

export default function EobsPage() {
  return <ClaimsLayout page="eobs">{() => <EobsContent />}</ClaimsLayout>;
}
