import { observer } from 'mobx-react-lite';
import { useEffect } from 'react';
import { Link } from 'wouter';
import { PATHS } from '../../domain/routes';
import { formatBannerDate } from '../../domain/rules/formats';
import { useScreenStore } from '../app/ServicesProvider';
import { afterPaintOf } from '../components/after-next-paint';
import { AlertBanner } from '../components/AlertBanner';
import { Icon } from '../components/Icon';
import { PAGE_HEADING_PAINT, PageHeading } from '../components/PageHeading';
import { Spinner } from '../components/Spinner';
import { HOME_COPY } from './home-copy';
import { HomeStore } from './home-store';
import { HomeCards } from './HomeTiles';
import { PlanManagementNotice } from './PlanManagementNotice';
import { ProgramTiles } from './ProgramTiles';
import { SecondFactorInvitationSlot } from './SecondFactorInvitationSlot';
import './home.css';
import { gatewayLang } from '../i18n/gateway-lang';

export const HomePage = observer(function HomePage() {
  const store = useScreenStore(HomeStore);
  useEffect(() => {
    void store.load();
    return () => store.dispose();
  }, [store]);
  // The dashboard is asked for once the banner (its heading is the page's) is on screen: on a slow phone its
  // calls and their answers never hold the banner back.
  const bannerRendered = store.home !== null;
  useEffect(() => {
    if (!bannerRendered) return undefined;
    let current = true;
    void afterPaintOf(PAGE_HEADING_PAINT).then(() => {
      if (current) void store.loadBelowBanner();
    });
    return () => {
      current = false;
    };
  }, [store, bannerRendered]);

  if (store.home === null) return <Spinner label={HOME_COPY.loadingDashboard} />;
  const { account } = store.home;
  const dashboard = store.dashboard;
  const ebillAlert = store.ebillAlert;
  return (
    <div className="home">
      <section className="welcome-banner" aria-labelledby="welcome-heading">
        <PageHeading id="welcome-heading">{store.greeting}</PageHeading>
        <div className="welcome-banner__id">
          <span className="welcome-banner__label">{HOME_COPY.subscriberIdLabel}</span>
          <span className="welcome-banner__value" data-testid="subscriber-id">
            {account.subscriberId}
          </span>
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={store.copied ? HOME_COPY.copied : HOME_COPY.copyButtonLabel}
            onClick={() => void store.copy()}
          >
            {store.copied ? HOME_COPY.copied : HOME_COPY.copy}
          </button>
        </div>
      </section>

      {dashboard === null ? (
        <Spinner label={HOME_COPY.loadingDashboard} />
      ) : (
        <>
          {(dashboard.primaryCareBanner || dashboard.planManagement !== null || ebillAlert !== null || dashboard.expiringApprovals.length > 0) && (
            <div className="home-notices">
              {dashboard.primaryCareBanner && (
                <section className="notice notice--info" aria-labelledby="pcp-update-title" data-testid="primary-care-banner">
                  <Icon name="info" size={24} className="notice__icon" />
                  <div className="notice__body">
                    <h2 id="pcp-update-title" className="notice__title">
                      {HOME_COPY.primaryCareBannerTitle}
                    </h2>
                    <p className="notice__text">{HOME_COPY.primaryCareBannerText}</p>
                  </div>
                </section>
              )}
              {dashboard.expiringApprovals.length > 0 && (
                <section className="notice notice--warning" aria-labelledby="expiring-approvals-title" data-testid="expiring-approvals">
                  <Icon name="info" size={24} className="notice__icon" />
                  <div className="notice__body">
                    <h2 id="expiring-approvals-title" className="notice__title">
                      {HOME_COPY.expiringApprovalsTitle}
                    </h2>
                    <ul className="notice__text">
                      {dashboard.expiringApprovals.map((approval) => (
                        <li key={approval.authorizationId}>
                          <span lang={gatewayLang(approval.language)}>{approval.service}</span>
                          {HOME_COPY.expiringApprovalFor(approval.memberName, formatBannerDate(approval.endDate))}
                        </li>
                      ))}
                    </ul>
                    <Link href={PATHS.authorizations}>{HOME_COPY.expiringApprovalsLink}</Link>
                  </div>
                </section>
              )}
              <PlanManagementNotice store={store} />
              {ebillAlert !== null && <AlertBanner alert={ebillAlert} onDismiss={() => store.dismissEbillAlert()} />}
            </div>
          )}
          <HomeCards dashboard={dashboard} idCard={store.idCard} />
          <ProgramTiles programs={dashboard.programs} shortcuts={dashboard.shortcuts} allProgramsLink={dashboard.allProgramsLink} />
          <SecondFactorInvitationSlot />
        </>
      )}
    </div>
  );
});
