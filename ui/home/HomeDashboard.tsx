import { observer } from 'mobx-react-lite';
import { useEffect, useState } from 'react';
import { Link } from 'wouter';
import { LoadHomeDashboard } from '../../application/home/load-home-dashboard';
import { PATHS } from '../../domain/routes';
import { formatBannerDate } from '../../domain/rules/formats';
import { useService } from '../app/ServicesProvider';
import { AlertBanner } from '../components/AlertBanner';
import { Icon } from '../components/Icon';
import { Spinner } from '../components/Spinner';
import { gatewayLang } from '../i18n/gateway-lang';
import { HOME_COPY } from './home-copy';
import type { HomeStore } from './home-store';
import { HomeCards } from './HomeTiles';
import { PlanManagementNotice } from './PlanManagementNotice';
import { ProgramTiles } from './ProgramTiles';
import { SecondFactorInvitationSlot } from './SecondFactorInvitationSlot';

/**
 * What /home shows below the welcome banner: the notices, the cards and the programs. A chunk of its own,
 * with the use case that decides it and the rules behind it: the home page downloads it once the banner
 * has painted, the moment it asks for the dashboard, so that none of it is on the way to the banner.
 */
const HomeDashboard = observer(function HomeDashboard({ store }: { readonly store: HomeStore }) {
  // One use case for the view's life (the container makes a fresh one on every request).
  const resolved = useService(LoadHomeDashboard);
  const [loadDashboard] = useState(() => resolved);
  useEffect(() => {
    // After the current task: a view mounted and unmounted at once (React's strict mode) asks nothing.
    let current = true;
    void Promise.resolve().then(() => {
      if (current) void store.loadBelowBanner(loadDashboard);
    });
    return () => {
      current = false;
    };
  }, [store, loadDashboard]);

  const dashboard = store.dashboard;
  if (dashboard === null) return <Spinner label={HOME_COPY.loadingDashboard} />;
  const ebillAlert = store.ebillAlert;
  return (
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
  );
});

export default HomeDashboard;
