import { right } from 'fp-ts/Either';
import type { Language } from '../../../domain/copy/language';
import type { AccreditationDetails, ChatConfig } from '../../../domain/model';
import { ACCREDITATION, HOSTILE_CALENDAR_HTML, holidayCalendarHtml, messageCalendarHtml } from '../personas/content-catalogue';
import { type Answer, type Token, fail, type SandboxState } from '../sandbox-state';

export interface SingleSignOnLanding {
  readonly memberName: string;
  readonly subscriberId: string;
  readonly groupId: string;
  readonly groupName: string;
  readonly testEnvironment: string | null;
}

/** The sandbox insurer's desk for calendars, accreditation, chat and the single sign-on landing (the content port). */
export class ContentDesk {
  constructor(private readonly state: SandboxState) {}

  calendar(today: string): Answer<string> {
    return right(messageCalendarHtml(today));
  }

  /** The brand's office closures, in Spanish for a member who reads it. */
  holidayCalendar(request: { readonly domainId: number }, today: string, language: Language = 'en'): Answer<string> {
    const domainId = request.domainId;
    if (domainId !== 1 && domainId !== 2 && domainId !== 5) return fail(404, 'NOT_FOUND', `No calendar for domain ${domainId}.`);
    const calendar = holidayCalendarHtml(domainId, today, language);
    return right(this.state.holidayCalendarVariant === 'hostile' ? `${HOSTILE_CALENDAR_HTML}${calendar}` : calendar);
  }

  accreditation(_today: string): Answer<AccreditationDetails> {
    return right({ ...ACCREDITATION, logo: this.state.gatewayUrl(ACCREDITATION.logo) });
  }

  /** Without a token there is no member to chat about: null. */
  chatConfig(token: Token, today: string): Answer<ChatConfig | null> {
    if (token === null) return right(null);
    return this.state.withSession(token, today, (session) => {
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === session.claims.groupId);
      return right(plan?.account.chatConfig ?? null);
    });
  }

  /** The landing of the single sign-on form post: who the token names. */
  singleSignOn(token: Token, request: { readonly testEnvironment: string | null }, today: string): Answer<SingleSignOnLanding> {
    return this.state.withMember(token, today, (session) =>
      right({
        memberName: `${session.viewer.firstName} ${session.viewer.lastName}`,
        subscriberId: session.plan.account.subscriberId,
        groupId: session.plan.group.groupId,
        groupName: session.plan.group.groupName,
        testEnvironment: request.testEnvironment,
      }),
    );
  }
}
