import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { EobDocument } from '../../domain/model';
import { EOBS_PAGE_SIZE } from '../../domain/rules/eobs-paging';
import { pageCount } from '../../domain/rules/paging';
import { canSeeEobs } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../ports/claims-gateway';
import { NAVIGATOR, type Navigator } from '../ports/platform';
import { memberName, ReadViewer } from '../shared/viewer-context';

export interface EobListItem extends EobDocument {
  readonly memberName: string;
}

export interface EobsView {
  /** One page of the subscriber's EOBs (the family's), newest first, each with the name of the member it is about. */
  readonly eobs: readonly EobListItem[];
  /** The page shown (from 1), how many pages there are, and how many EOBs a page holds. */
  readonly page: number;
  readonly pageCount: number;
  readonly pageSize: number;
  /** How many EOBs there are, on every page together. */
  readonly total: number;
}

export type EobsOutcome =
  | { readonly kind: 'loaded'; readonly view: EobsView }
  /** EOBs are for subscribers only (spec section 6). */
  | { readonly kind: 'not-allowed' }
  /** The EOB service failed: the screen says so itself (spec section 8 leaves EOBs to the screens). */
  | { readonly kind: 'unavailable'; readonly error: GatewayError }
  | { readonly kind: 'error'; readonly error: GatewayError };

export type EobDownloadOutcome =
  | { readonly kind: 'shown' }
  /** The browser refused a new window: the PDF is handed back for a download link instead. */
  | { readonly kind: 'blocked'; readonly pdf: Blob }
  | { readonly kind: 'error'; readonly error: GatewayError };

/**
 * /eobs: the subscriber's explanation of benefits documents, newest first, a page at a time with how many
 * there are (the gateway pages them: a family's history runs to hundreds).
 */
@injectable()
export class LoadEobs {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
  ) {}

  async execute(page = 1): Promise<EobsOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer } = context.right;
    if (!canSeeEobs(viewer)) return { kind: 'not-allowed' };
    const answer = await this.claims.eobsPage({ page, pageSize: EOBS_PAGE_SIZE });
    if (isLeft(answer)) return { kind: 'unavailable', error: answer.left };
    const nameOf = (memberKey: string): string => {
      const member = account.members.find((candidate) => candidate.memberKey === memberKey);
      return member === undefined ? '' : memberName(member);
    };
    const found = answer.right;
    return {
      kind: 'loaded',
      view: {
        eobs: found.items.map((eob) => ({ ...eob, memberName: nameOf(eob.memberKey) })),
        page: found.page,
        pageCount: pageCount(found.total, found.pageSize),
        pageSize: found.pageSize,
        total: found.total,
      },
    };
  }
}

/**
 * Shows an EOB as a PDF in a new window, opened first so that it happens inside the click (pop-up
 * blockers allow that). On failure the window is closed again, as with the ID card, and the error
 * returned for the screen to explain (EOB calls are handled by screens, spec section 8).
 */
@injectable()
export class DownloadEob {
  constructor(
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
    @inject(NAVIGATOR) private readonly navigator: Navigator,
  ) {}

  async execute(eobId: string): Promise<EobDownloadOutcome> {
    const opened = this.navigator.openWindow();
    const pdf = await this.claims.eobPdf(eobId);
    if (isLeft(pdf)) {
      opened?.close();
      return { kind: 'error', error: pdf.left };
    }
    if (opened === null) return { kind: 'blocked', pdf: pdf.right };
    opened.show(pdf.right);
    return { kind: 'shown' };
  }
}
