import { observer } from 'mobx-react-lite';
import { Link } from 'wouter';
import type { HomeDashboard, MemberInformationTile, PrimaryCareTile } from '../../application/home/load-home-dashboard';
import type { Limit } from '../../domain/model';
import { Icon } from '../components/Icon';
import { ProgressBar } from '../components/ProgressBar';
import { Spinner } from '../components/Spinner';
import type { IdCardDownload } from '../stores/id-card-download';
import { HOME_COPY } from './home-copy';
import { term } from '../../domain/copy/terms-copy';
import { gatewayLang } from '../i18n/gateway-lang';
import { lazyPage } from '../app/lazy-page';
import { LazySuspense } from '../app/LazySuspense';
import { HomeCard } from './HomeCard';

/** The cards of /home (spec section 2); each hides itself when the member has nothing to show in it. */

/** The cards only some members see (their brand's or their group's) come in their own chunk: the others never download them. */
const GroupCards = lazyPage(() => import('./GroupCards'));

interface Fact {
  readonly label: string;
  readonly value: string;
  readonly testId: string;
  /** A name (a person's, a group's) reads the same in every language; gateway text is in English. */
  readonly kind?: 'name' | 'gateway';
}

function Facts({ rows }: { readonly rows: readonly Fact[] }) {
  return (
    <dl className="facts">
      {rows.map(({ label, value, testId, kind }) => (
        <div key={label} className="facts__row">
          <dt>{label}</dt>
          <dd data-testid={testId} translate={kind === 'name' ? 'no' : undefined} lang={kind === 'gateway' ? gatewayLang() : undefined}>
            {value}
          </dd>
        </div>
      ))}
    </dl>
  );
}

export const MemberInformationCard = observer(function MemberInformationCard({
  tile,
  idCard,
}: {
  readonly tile: MemberInformationTile;
  readonly idCard: IdCardDownload;
}) {
  const busy = idCard.isDownloading();
  return (
    <HomeCard id="member-info-title" icon="user" title={HOME_COPY.memberInformationTitle} testId="member-information-tile" variant="member">
      <Facts
        rows={[
          { label: HOME_COPY.nameLabel, value: tile.name, testId: 'member-name', kind: 'name' },
          { label: term(tile.identifier.label), value: tile.identifier.value, testId: 'member-identifier' },
          { label: HOME_COPY.groupNumberLabel, value: tile.groupId, testId: 'group-number' },
          { label: HOME_COPY.groupNameLabel, value: tile.groupName, testId: 'group-name', kind: 'name' },
          ...(tile.insuranceType === null ? [] : [{ label: HOME_COPY.insuranceTypeLabel, value: tile.insuranceType, testId: 'insurance-type', kind: 'gateway' } as const]),
        ]}
      />
      <div className="home-card__actions">
        {tile.idCardAvailable && (
          <button type="button" className="button button--primary" disabled={busy} aria-busy={busy || undefined} onClick={() => idCard.download()}>
            {busy ? <Spinner inline label={HOME_COPY.downloadingIdCard} /> : <Icon name="document" size={18} />}
            {HOME_COPY.downloadIdCard}
          </button>
        )}
        {/* The page it leads to is about ID cards: only for a member who has one. */}
        {tile.idCardAvailable && (
          <Link href="/account/member-information" className="home-card__link">
            {HOME_COPY.moreIdCardOptions}
          </Link>
        )}
      </div>
    </HomeCard>
  );
});

export function PrimaryCareCard({ tile }: { readonly tile: PrimaryCareTile }) {
  return (
    <HomeCard id="primary-care-title" icon="heart" title={HOME_COPY.primaryCareTitle} testId="primary-care-tile">
      {tile.kind === 'provider' ? (
        <>
          <p className="home-card__label">{HOME_COPY.primaryCareProviderLabel}</p>
          <p className="home-card__value" data-testid="primary-care-provider">
            {tile.providerTitle === null || tile.providerTitle === '' ? tile.providerName : `${tile.providerName}, ${tile.providerTitle}`}
          </p>
          <Link href="/find-care/primary-care" className="home-card__link">
            {HOME_COPY.primaryCareChange}
          </Link>
        </>
      ) : (
        <>
          <p className="inline-warning">
            <Icon name="warning" size={18} />
            <span>{HOME_COPY.primaryCareWarning}</span>
          </p>
          <Link href={tile.path} className="button button--primary">
            {HOME_COPY.selectPrimaryCare}
          </Link>
        </>
      )}
    </HomeCard>
  );
}

export function DentalLimitCard({ limit }: { readonly limit: Limit }) {
  const label = HOME_COPY.dentalLimitLabel(limit.limitType, limit.networkTier);
  return (
    <HomeCard id="dental-limit-title" icon="shield" title={HOME_COPY.dentalLimitTitle} testId="dental-limit-tile">
      <p id="dental-limit-label" className="home-card__label" lang={gatewayLang()}>
        {label}
      </p>
      <ProgressBar
        label={label}
        labelledBy="dental-limit-label"
        met={limit.totalMet ?? 0}
        total={limit.total ?? 0}
        {...(limit.totalRemaining === null ? {} : { remaining: limit.totalRemaining })}
      />
      <Link href="/benefits/dental" className="home-card__link">
        {HOME_COPY.dentalBenefitsLink}
      </Link>
    </HomeCard>
  );
}

/** The cards grid, in the order a member scans it: who they are, their care, their money, their group's extras. */
export const HomeCards = observer(function HomeCards({ dashboard, idCard }: { readonly dashboard: HomeDashboard; readonly idCard: IdCardDownload }) {
  return (
    <div className="home-grid">
      <MemberInformationCard tile={dashboard.memberInformation} idCard={idCard} />
      {dashboard.primaryCare !== null && <PrimaryCareCard tile={dashboard.primaryCare} />}
      {dashboard.dentalLimit !== null && <DentalLimitCard limit={dashboard.dentalLimit} />}
      {(dashboard.providenceDental || dashboard.cityOfPortland !== null || dashboard.preventiveCareInitiative) && (
        <LazySuspense fallback={null}>
          <GroupCards providenceDental={dashboard.providenceDental} cityOfPortland={dashboard.cityOfPortland} preventiveCare={dashboard.preventiveCareInitiative} />
        </LazySuspense>
      )}
    </div>
  );
});
