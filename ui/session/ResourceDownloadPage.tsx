import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { LANDING_COPY } from './landing-copy';

/** /resource-download (spec section 2): shown in a window a document is about to open in. */
export default function ResourceDownloadPage() {
  return (
    <section className="auth-card" aria-labelledby="resource-download-heading">
      <PageHeading id="resource-download-heading">{LANDING_COPY.downloading}</PageHeading>
      <Spinner label={LANDING_COPY.downloading} />
    </section>
  );
}
