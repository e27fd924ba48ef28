import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link, Redirect } from 'wouter';
import { ASK_COPY } from '../../domain/copy/messages-copy';
import { newMessagePath } from '../../domain/rules/secure-messages';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { usePagedRows } from '../components/paged-rows';
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
  useEffect(() => {
    void store.load();
    return () => store.download.release();
  }, [store]);
  // Show more paints at once; the rows it adds follow.
  const shown = usePagedRows(store.visible, store.shown);

  if (store.notAllowed) return <Redirect to="/error/404" replace />;
  if (store.unavailable) {
    return (
      <>
        <PageHeading>{CLAIMS_COPY.eobsHeading}</PageHeading>
        <Unavailable message={CLAIMS_COPY.eobsUnavailable} onRetry={() => void store.load()} />
      </>
    );
  }
  const eobs = store.eobs;
  if (eobs === null) return <Spinner label={CLAIMS_COPY.loading} />;
  return (
    <>
      <PageHeading>{CLAIMS_COPY.eobsHeading}</PageHeading>
      <p className="claims-intro">{CLAIMS_COPY.eobsIntro}</p>
      {eobs.length === 0 ? (
        <p className="claims-empty">{CLAIMS_COPY.eobsNone}</p>
      ) : (
        <>
          <ScrollRegion className="claims-table-wrap" label={CLAIMS_COPY.eobsCaption}>
            <table className="claims-table claims-table--eobs" data-testid="eobs" aria-busy={shown.busy}>
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
                {shown.rows.map((eob) => {
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
                        <EobDownloadButton
                          download={store.download}
                          eobId={eob.eobId}
                          label={CLAIMS_COPY.download}
                          detail={
                            <>
                              : <span lang={gatewayLang()}>{eob.title}</span>, {date}
                            </>
                          }
                        />{' '}
                        <Link href={newMessagePath({ topic: 'eob', reference: eob.eobId, aboutMemberKey: eob.memberKey })} className="claims-table__ask">
                          {ASK_COPY.askAboutEob}
                          <span className="visually-hidden">
                            : <span lang={gatewayLang()}>{eob.title}</span>, {date}
                          </span>
                        </Link>
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </ScrollRegion>
          {store.visible.length < eobs.length && (
            <p className="claims-more">
              <button type="button" className="button" onClick={() => store.showMore()}>
                {CLAIMS_COPY.showMoreEobs}
              </button>
            </p>
          )}
        </>
      )}
    </>
  );
});

export default function EobsPage() {
  return <ClaimsLayout page="eobs">{() => <EobsContent />}</ClaimsLayout>;
}
