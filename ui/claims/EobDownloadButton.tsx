import { observer } from 'mobx-react-lite';
import type { ReactNode } from 'react';
import { Icon } from '../components/Icon';
import { Spinner } from '../components/Spinner';
import { CLAIMS_COPY } from './claims-copy';
import type { EobDownload } from './eob-download';

/** Opens an EOB PDF in a new window; if the browser blocks it, a link to save the PDF appears instead. */
export const EobDownloadButton = observer(function EobDownloadButton({
  download,
  eobId,
  label,
  detail,
  small = true,
}: {
  readonly download: EobDownload;
  readonly eobId: string;
  readonly label: string;
  /** Read after the label, not shown: which EOB (its title may be in the gateway's language, marked as such). */
  readonly detail?: ReactNode;
  /** The small button of a table's row (the default), or the full-size one of a card's actions. */
  readonly small?: boolean;
}) {
  const busy = download.busy === eobId;
  const blocked = download.blocked?.eobId === eobId ? download.blocked : null;
  return (
    <span className="eob-download">
      <button
        type="button"
        className={small ? 'button button--small' : 'button'}
        aria-busy={busy || undefined}
        disabled={download.busy !== null}
        onClick={() => void download.download(eobId)}
      >
        {busy ? <Spinner inline label={CLAIMS_COPY.downloading} /> : <Icon name="document" size={18} />}
        {label}
        {detail !== undefined && <span className="visually-hidden">{detail}</span>}
      </button>
      {download.failed === eobId && (
        <span className="eob-download__blocked eob-download__failed" role="alert">
          {CLAIMS_COPY.eobFailed}
        </span>
      )}
      {blocked !== null && (
        <span className="eob-download__blocked" role="status">
          {CLAIMS_COPY.blockedTitle}{' '}
          <a href={blocked.url} download={`${eobId}.pdf`}>
            {CLAIMS_COPY.blockedLink}
          </a>
        </span>
      )}
    </span>
  );
});
