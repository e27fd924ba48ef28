import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { Claim } from '../../domain/model';
import { claimsVisibleTo, familyMembersVisibleTo, navitusAllowed, PHARMACY_BENEFIT_MANAGER_ORIGINS, sortClaimsNewestFirst } from '../../domain/rules/claims';
import { originAllowListed } from '../../domain/rules/external-links';
import type { GatewayError } from '../shared/gateway-error';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../ports/claims-gateway';
import { ANALYTICS, APP_CONFIG, type Analytics, type AppConfig } from '../ports/platform';
import { PROGRAMS_GATEWAY, type ProgramsGateway } from '../ports/programs-gateway';
import { ReadViewer } from '../shared/viewer-context';

export interface NavitusView {
  readonly claims: readonly Claim[];
  /** The Navitus member site, or null when the address the service gave is not one the app may follow. */
  readonly portalUrl: string | null;
  readonly customerServicePhone: string | null;
  /** Whether the claims can belong to more than one member (the table then says whose each one is). */
  readonly showMember: boolean;
}

export type NavitusOutcome =
  | { readonly kind: 'loaded'; readonly view: NavitusView }
  /** No Navitus program (37): the page does not exist for this member. */
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly error: GatewayError };

const isNotFound = (error: GatewayError): boolean => error.kind === 'http' && (error.status === 404 || error.status === 403);

/** /navitus: pharmacy claims through Navitus and the way to its site, for members with program 37. */
@injectable()
export class LoadNavitus {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(PROGRAMS_GATEWAY) private readonly programs: ProgramsGateway,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
    @inject(ANALYTICS) private readonly analytics: Analytics,
  ) {}

  async execute(): Promise<NavitusOutcome> {
    const [context, programs] = await Promise.all([this.readViewer.execute(), this.programs.programs()]);
    if (isLeft(context)) return { kind: 'error', error: context.left };
    if (isLeft(programs)) return isNotFound(programs.left) ? { kind: 'not-found' } : { kind: 'error', error: programs.left };
    if (!navitusAllowed(programs.right)) return { kind: 'not-found' };
    const pharmacy = await this.claims.navitus();
    if (isLeft(pharmacy)) return isNotFound(pharmacy.left) ? { kind: 'not-found' } : { kind: 'error', error: pharmacy.left };
    const { account, viewer } = context.right;
    const allowList = [...this.config.redirectAllowList, ...PHARMACY_BENEFIT_MANAGER_ORIGINS];
    const portalUrl = originAllowListed(pharmacy.right.portalUrl, allowList) ? pharmacy.right.portalUrl.trim() : null;
    if (portalUrl === null) this.analytics.log('refused-external-link', { page: 'navitus' });
    return {
      kind: 'loaded',
      view: {
        claims: sortClaimsNewestFirst(claimsVisibleTo(pharmacy.right.claims, viewer, account.members)),
        portalUrl,
        customerServicePhone: pharmacy.right.customerServicePhone,
        showMember: familyMembersVisibleTo(viewer, account.members).length > 1,
      },
    };
  }
}
