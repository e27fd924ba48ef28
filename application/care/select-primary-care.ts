import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { PcpSelectRequest } from '../../domain/model';
import { familyMembersVisibleTo } from '../../domain/rules/claims';
import { confirmationEmailError, eligibleForSelection, pcpSelectRequest, selectionEffectiveDate } from '../../domain/rules/primary-care-selection';
import type { GatewayError } from '../shared/gateway-error';
import { PRIMARY_CARE_GATEWAY, type PrimaryCareGateway } from '../ports/primary-care-gateway';
import { memberName, ReadViewer } from '../shared/viewer-context';
import { RULES_COPY } from '../../domain/copy/rules-copy';
import { fieldErrors, wordedErrors } from '../shared/field-errors';

export interface SelectPrimaryCareErrors {
  readonly members?: string;
  readonly email?: string;
}

export type SelectPrimaryCareOutcome =
  | { readonly kind: 'invalid'; readonly errors: SelectPrimaryCareErrors }
  /** The insurer refused the choice and said why (a 4xx with a message). */
  | { readonly kind: 'refused'; readonly message: string }
  | { readonly kind: 'selected'; readonly request: PcpSelectRequest; readonly confirmation: string }
  | { readonly kind: 'error'; readonly error: GatewayError };


/**
 * Chooses a provider for one or several members (spec section 3: pcpSelectList of memberKey and
 * effectiveDate, providerId, email). Each member must be one the viewer may see and eligible for
 * selection; the choice takes effect today, or when the member's coverage starts. The e-mail for the
 * confirmation is optional. The HTTP gateway forgets its cached primary care reads, so whoever reads them
 * next (the home tile, the primary care page) sees the new provider.
 */
@injectable()
export class SelectPrimaryCare {
  constructor(
    @inject(ReadViewer) private readonly readViewer: ReadViewer,
    @inject(PRIMARY_CARE_GATEWAY) private readonly primaryCare: PrimaryCareGateway,
  ) {}

  async execute(choice: { readonly providerId: string; readonly memberKeys: readonly string[]; readonly email: string }): Promise<SelectPrimaryCareOutcome> {
    const memberKeys = [...new Set(choice.memberKeys)];
    const formErrors = fieldErrors((): SelectPrimaryCareErrors => {
      const email = confirmationEmailError(choice.email);
      return { ...(memberKeys.length === 0 ? { members: RULES_COPY.primaryCareNoMembers } : {}), ...(email !== null ? { email } : {}) };
    });
    if (formErrors !== null) return { kind: 'invalid', errors: formErrors };
    const [context, members, eligibility] = await Promise.all([this.readViewer.execute(), this.primaryCare.members(), this.primaryCare.eligibility()]);
    if (isLeft(context)) return { kind: 'error', error: context.left };
    if (isLeft(members)) return { kind: 'error', error: members.left };
    if (isLeft(eligibility)) return { kind: 'error', error: eligibility.left };
    const { account, viewer, today } = context.right;
    const visible = familyMembersVisibleTo(viewer, account.members);

    const selections: { memberKey: string; effectiveDate: string }[] = [];
    for (const memberKey of memberKeys) {
      const member = visible.find((candidate) => candidate.memberKey === memberKey);
      const pcp = members.right.find((candidate) => candidate.memberKey === memberKey);
      const effectiveDate = pcp === undefined ? null : selectionEffectiveDate(pcp.eligibleDates, today);
      if (member === undefined || effectiveDate === null || !eligibleForSelection(pcp, eligibility.right, today)) {
        const name = (): string => (member === undefined ? RULES_COPY.thisMember : memberName(member));
        return { kind: 'invalid', errors: wordedErrors((): SelectPrimaryCareErrors => ({ members: RULES_COPY.primaryCareNotEligible(name()) })) };
      }
      selections.push({ memberKey, effectiveDate });
    }

    const request = pcpSelectRequest(choice.providerId, selections, choice.email);
    const answer = await this.primaryCare.select(request);
    if (isLeft(answer)) {
      const error = answer.left;
      if (error.kind === 'http' && error.status >= 400 && error.status < 500 && error.status !== 401 && error.message !== undefined) {
        return { kind: 'refused', message: error.message };
      }
      return { kind: 'error', error };
    }
    return { kind: 'selected', request, confirmation: answer.right };
  }
}
