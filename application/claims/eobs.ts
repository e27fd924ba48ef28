import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { EobDocument } from '../../domain/model';
import { canSeeEobs } from '../../domain/rules/menus-and-permissions';
import type { GatewayError } from '../shared/gateway-error';
import { CLAIMS_GATEWAY, type ClaimsGateway } from '../ports/claims-gateway';
import { NAVIGATOR, type Navigator } from '../ports/platform';
import { memberName, ReadViewer } from '../shared/viewer-context';

export interface EobListItem extends EobDocument {
  readonly memberName: string;
}

export type EobsOutcome =
  | { readonly kind: 'loaded'; readonly eobs: readonly EobListItem[] }
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

const byDateNewestFirst = (a: EobDocument, b: EobDocument): number => (a.date < b.date ? 1 : a.date > b.date ? -1 : a.eobId < b.eobId ? 1 : -1);

/** /eobs: the subscriber's explanation of benefits documents, newest first. */
@injectable()
export class LoadEobs {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(CLAIMS_GATEWAY) private readonly claims: ClaimsGateway,
  ) {}

  async execute(): Promise<EobsOutcome> {
    const context = await this.readViewer.execute();
    if (isLeft(context)) return { kind: 'error', error: context.left };
    const { account, viewer } = context.right;
    if (!canSeeEobs(viewer)) return { kind: 'not-allowed' };
    const eobs = await this.claims.eobs();
    if (isLeft(eobs)) return { kind: 'unavailable', error: eobs.left };
    const nameOf = (memberKey: string): string => {
      const member = account.members.find((candidate) => candidate.memberKey === memberKey);
      return member === undefined ? '' : memberName(member);
    };
    return { kind: 'loaded', eobs: [...eobs.right].sort(byDateNewestFirst).map((eob) => ({ ...eob, memberName: nameOf(eob.memberKey) })) };
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
