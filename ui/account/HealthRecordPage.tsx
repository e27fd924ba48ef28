import { observer } from 'mobx-react-lite';
import { useScreenStore } from '../app/ServicesProvider';
import { PageHeading } from '../components/PageHeading';
import { saveFile } from '../components/save-file';
import { Spinner } from '../components/Spinner';
import { AccountLayout } from './AccountLayout';
import { HEALTH_RECORD_COPY } from './health-record-copy';
import { HealthRecordStore } from './health-record-store';

/**
 * Download my data: what the file holds, its format (a FHIR R4 Bundle per CARIN Blue Button) and how to use it
 * with an app, and the button that saves it. While it is prepared the button waits beside a spinner; a
 * failure shows the error page of its status; once saved, the page says the file's name and what it holds.
 */
const HealthRecordContent = observer(function HealthRecordContent() {
  const store = useScreenStore(HealthRecordStore);
  const saved = store.saved;
  const download = (): void => {
    void store.fetchFile().then((file) => {
      if (file !== null) saveFile(new Blob([file.text], { type: file.mediaType }), file.name);
    });
  };
  return (
    <div className="account-page health-record">
      <PageHeading>{HEALTH_RECORD_COPY.heading}</PageHeading>
      <p className="account-page__intro">{HEALTH_RECORD_COPY.intro}</p>
      <section className="card account-card" aria-labelledby="health-record-contents">
        <h2 id="health-record-contents">{HEALTH_RECORD_COPY.contentsTitle}</h2>
        <ul>
          <li>{HEALTH_RECORD_COPY.contentsClaims}</li>
          <li>{HEALTH_RECORD_COPY.contentsCoverage}</li>
          <li>{HEALTH_RECORD_COPY.contentsAuthorizations}</li>
          <li>{HEALTH_RECORD_COPY.contentsMembers}</li>
        </ul>
        <p>{HEALTH_RECORD_COPY.whose}</p>
      </section>
      <section className="card account-card" aria-labelledby="health-record-format">
        <h2 id="health-record-format">{HEALTH_RECORD_COPY.formatTitle}</h2>
        <p>{HEALTH_RECORD_COPY.format}</p>
        <h2>{HEALTH_RECORD_COPY.useTitle}</h2>
        <p>{HEALTH_RECORD_COPY.use}</p>
        <p>{HEALTH_RECORD_COPY.keepSafe}</p>
      </section>
      <div className="button-row">
        <button type="button" className="button button--primary" aria-disabled={store.downloading} onClick={download}>
          {HEALTH_RECORD_COPY.button}
        </button>
        {store.downloading && <Spinner inline label={HEALTH_RECORD_COPY.preparing} />}
      </div>
      <div role="status" data-testid="health-record-saved">
        {saved !== null && (
          <>
            <p>{HEALTH_RECORD_COPY.saved(saved.name)}</p>
            <dl className="fact-list fact-list--columns">
              {(
                [
                  [HEALTH_RECORD_COPY.members, saved.contents.members],
                  [HEALTH_RECORD_COPY.coverages, saved.contents.coverages],
                  [HEALTH_RECORD_COPY.claims, saved.contents.claims],
                  [HEALTH_RECORD_COPY.authorizations, saved.contents.authorizations],
                  [HEALTH_RECORD_COPY.referrals, saved.contents.referrals],
                ] as const
              ).map(([label, count]) => (
                <div key={label}>
                  <dt>{label}</dt>
                  <dd>{count}</dd>
                </div>
              ))}
            </dl>
          </>
        )}
      </div>
    </div>
  );
});

export default function HealthRecordPage() {
  return <AccountLayout>{() => <HealthRecordContent />}</AccountLayout>;
}
