import { right } from 'fp-ts/Either';
import { type Answer, type MemberSession, type Token, fail, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for eBill (the eBill port). */
export class EbillDesk {
  constructor(private readonly state: SandboxState) {}

  hasEbill(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) => right(session.plan.ebill.hasEbill));
  }

  ebillRegistered(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) => right(this.ebillRegisteredOf(session)));
  }

  showEbillAlert(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) => right(session.plan.ebill.showAlert && !this.ebillRegisteredOf(session)));
  }

  registerEbillUser(token: Token, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      if (!session.plan.ebill.hasEbill) return fail(403, 'NO_EBILL', 'eBill is not available for this plan.');
      this.state.familyState(session.familyKey).ebillRegistered = true;
      return right(undefined);
    });
  }

  private ebillRegisteredOf(session: MemberSession): boolean {
    return session.plan.ebill.hasEbill && (this.state.families.get(session.familyKey)?.ebillRegistered ?? session.plan.ebill.registered);
  }
}
