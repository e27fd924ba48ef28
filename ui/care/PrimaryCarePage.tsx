import { observer } from 'mobx-react-lite';
import { Link, Redirect, useParams } from 'wouter';
import { formatPrimaryCareDate } from '../../domain/rules/formats';
import { periodLabel } from '../../domain/rules/primary-care-selection';
import type { PrimaryCareMemberView } from '../../application/care/load-primary-care';
import { useScreenStore } from '../app/ServicesProvider';
import { useMemberLoad } from './use-member-load';
import { Icon } from '../components/Icon';
import { PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { CareLayout } from './CareLayout';
import { CARE_COPY } from './care-copy';
import { PrimaryCareStore } from './primary-care-store';
import { ProviderSummary, providerDisplayName } from './ProviderDetails';
import { pathTo } from '../../domain/routes';
import { gatewayLang } from '../i18n/gateway-lang';
import { BackLink } from '../components/BackLink';
import { relationshipOf } from '../../domain/rules/member-account';

const searchPath = (suffix: number): string => pathTo('primaryCareSearch', { suffix });

const MemberCard = observer(function MemberCard({
  view,
  store,
  detailed,
}: {
  readonly view: PrimaryCareMemberView;
  readonly store: PrimaryCareStore;
  readonly detailed: boolean;
}) {
  const { member, current } = view;
  const name = `${member.firstName} ${member.lastName}`;
  const headingId = `pcp-member-${member.memberSuffix}`;
  return (
    <article className="card pcp-member" aria-labelledby={headingId} data-testid="pcp-member" data-suffix={member.memberSuffix}>
      <header className="pcp-member__head">
        <h2 id={headingId} className="card__title">
          {detailed ? (
            CARE_COPY.currentProvider
          ) : (
            <>
              {name} <span className="pcp-member__relation">({relationshipOf(member)})</span>
            </>
          )}
        </h2>
      </header>
      <div className="pcp-member__body">
        {!detailed && <p className="pcp-member__label">{CARE_COPY.currentProvider}</p>}
        {current === null ? (
          <p className="care-warning" data-testid="no-provider">
            <Icon name="warning" size={18} />
            <span>{CARE_COPY.selectWarning}</span>
          </p>
        ) : (
          <ProviderSummary entry={current} provider={store.providerOf(current)} />
        )}
        {view.upcoming.map((entry) => (
          <p key={`${entry.providerId}-${entry.beginDate}`} className="pcp-member__upcoming">
            <strong>{CARE_COPY.upcomingProvider}:</strong> {providerDisplayName(entry.providerName, entry.providerTitle)}, {CARE_COPY.startsOn(formatPrimaryCareDate(entry.beginDate))}
          </p>
        ))}
        {!detailed && view.past.length > 0 && (
          <div className="pcp-member__past">
            <p className="pcp-member__label">{CARE_COPY.historyHeading}</p>
            <ul>
              {view.past.map((entry) => (
                <li key={`${entry.providerId}-${entry.beginDate}`}>
                  <span className="pcp-member__past-name">{providerDisplayName(entry.providerName, entry.providerTitle)}</span>
                  <span>{periodLabel(entry.beginDate, entry.endDate, CARE_COPY.present)}</span>
                  <span>
                    {CARE_COPY.historyReason}: {entry.pcpTerminationReason === null ? CARE_COPY.noReason : <span lang={gatewayLang()}>{entry.pcpTerminationReason}</span>}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
        <dl className="pcp-member__facts">
          {view.eligibleDates.map((dates) => (
            <div key={dates.effectiveDate}>
              <dt>{CARE_COPY.eligibility}</dt>
              <dd>{periodLabel(dates.effectiveDate, dates.terminationDate, CARE_COPY.present)}</dd>
            </div>
          ))}
        </dl>
      </div>
      <div className="pcp-member__actions">
        {view.canSelect && (
          <Link href={searchPath(member.memberSuffix)} className={current === null ? 'button button--primary' : 'button'}>
            {current === null ? CARE_COPY.selectLink : CARE_COPY.changeProvider}{' '}
            <span className="visually-hidden">{CARE_COPY.forMember(member.firstName)}</span>
          </Link>
        )}
        {!view.canSelect && current === null && <p className="pcp-member__note">{CARE_COPY.cannotSelect}</p>}
        {!detailed && (
          <Link href={pathTo('primaryCareMember', { suffix: member.memberSuffix })} className="pcp-member__link">
            {CARE_COPY.viewHistory}{' '}
            <span className="visually-hidden">{CARE_COPY.forMember(member.firstName)}</span>
          </Link>
        )}
      </div>
    </article>
  );
});

const History = observer(function History({ view, store }: { readonly view: PrimaryCareMemberView; readonly store: PrimaryCareStore }) {
  return (
    <section className="pcp-history" aria-labelledby="pcp-history-heading">
      <h2 id="pcp-history-heading" className="care-section-heading">
        {CARE_COPY.historyHeading}
      </h2>
      {view.past.length === 0 ? (
        <p className="empty-state">{CARE_COPY.noHistory}</p>
      ) : (
        <ul className="pcp-history__list" data-testid="pcp-history">
          {view.past.map((entry) => {
            const provider = store.providerOf(entry);
            return (
              <li key={`${entry.providerId}-${entry.beginDate}`} className="card pcp-history__item">
                <p className="pcp-history__name">{providerDisplayName(entry.providerName, entry.providerTitle)}</p>
                {provider?.providerGroupName != null && <p className="provider-summary__group" translate="no">
                    {provider.providerGroupName}
                  </p>}
                {provider != null && provider.providerId === null && <p className="provider-summary__meta">{CARE_COPY.nameOnly}</p>}
                <dl className="pcp-member__facts">
                  <div>
                    <dt>{CARE_COPY.historyPeriod}</dt>
                    <dd>{periodLabel(entry.beginDate, entry.endDate, CARE_COPY.present)}</dd>
                  </div>
                  <div>
                    <dt>{CARE_COPY.historyReason}</dt>
                    <dd lang={entry.pcpTerminationReason === null ? undefined : gatewayLang()}>{entry.pcpTerminationReason ?? CARE_COPY.noReason}</dd>
                  </div>
                </dl>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
});

const PrimaryCareContent = observer(function PrimaryCareContent({ suffix }: { readonly suffix: number | undefined }) {
  const store = useScreenStore(PrimaryCareStore);
  useMemberLoad(store, suffix);

  if (store.notFound) return <Redirect to="/error/404" replace />;
  const view = store.view;
  if (view === null) return <Spinner label={CARE_COPY.loading} />;
  if (suffix !== undefined) {
    const member = view.members[0];
    if (member === undefined) return <Redirect to="/error/404" replace />;
    return (
      <>
        <BackLink href="/find-care/primary-care">{CARE_COPY.backToPrimaryCare}</BackLink>
        <PageHeading>{CARE_COPY.memberHeading(`${member.member.firstName} ${member.member.lastName}`)}</PageHeading>
        {store.lookupFailed && <p className="care-note">{CARE_COPY.detailsUnavailable}</p>}
        <MemberCard view={member} store={store} detailed />
        <History view={member} store={store} />
      </>
    );
  }
  return (
    <>
      <PageHeading>{CARE_COPY.primaryCareHeading}</PageHeading>
      <p className="care-intro">{CARE_COPY.primaryCareIntro}</p>
      {store.lookupFailed && <p className="care-note">{CARE_COPY.detailsUnavailable}</p>}
      {view.members.length === 0 ? (
        <p className="empty-state">{CARE_COPY.noMembers}</p>
      ) : (
        <div className="pcp-members">
          {view.members.map((member) => (
            <MemberCard key={member.member.memberKey} view={member} store={store} detailed={false} />
          ))}
        </div>
      )}
    </>
  );
});

/** /find-care/primary-care (everyone the viewer may see) and /find-care/primary-care/{suffix} (one member). */
export default function PrimaryCarePage() {
  const params = useParams<{ suffix?: string }>();
  const raw = params.suffix;
  const suffix = raw === undefined ? undefined : /^\d+$/.test(raw) ? Number(raw) : Number.NaN;
  if (suffix !== undefined && Number.isNaN(suffix)) return <Redirect to="/error/404" replace />;
  return <CareLayout primaryCare>{() => <PrimaryCareContent suffix={suffix} />}</CareLayout>;
}
