import { right } from 'fp-ts/Either';
import type { ConnectedApp, DataSharing, DataSharingAction, Member } from '../../../domain/model';
import { historyNewestFirst, mayChangeDataSharing, maySeeDataSharing } from '../../../domain/rules/data-sharing';
import { SandboxDay } from '../sandbox-dates';
import { type Answer, type DataSharingState, type MemberSession, type Token, fail, type SandboxState } from '../sandbox-state';

/** Blue Button's rule, which the sandbox follows: a grant ends 13 months after it was given. */
const GRANT_MONTHS = 13;

interface AppTemplate {
  readonly appId: string;
  readonly name: string;
  readonly scopes: readonly string[];
  readonly authorisedDaysAgo: number;
  readonly lastReadDaysAgo: number | null;
}

/** Adults have an app reading their claims and one whose grant has run out; minors one their parent authorised. */
const ADULT_APPS: readonly AppTemplate[] = [
  {
    appId: 'healthlink-records',
    name: 'HealthLink Records',
    scopes: ['patient/Patient.read', 'patient/Coverage.read', 'patient/ExplanationOfBenefit.read'],
    authorisedDaysAgo: 120,
    lastReadDaysAgo: 2,
  },
  {
    appId: 'medminder',
    name: 'MedMinder Pharmacy Tracker',
    scopes: ['patient/Coverage.read', 'patient/MedicationDispense.read'],
    authorisedDaysAgo: 430,
    lastReadDaysAgo: 61,
  },
];
const MINOR_APPS: readonly AppTemplate[] = [
  { appId: 'kidshealth-journal', name: 'KidsHealth Journal', scopes: ['patient/Patient.read', 'patient/Immunization.read'], authorisedDaysAgo: 45, lastReadDaysAgo: null },
];

/** The sandbox insurer's desk for data-sharing choices (the data-sharing port): kept per member, shared by the family's logins. */
export class DataSharingDesk {
  constructor(private readonly state: SandboxState) {}

  choices(token: Token, request: { readonly memberKey?: string }, today: string): Answer<DataSharing> {
    return this.state.withMember(token, today, (session) => {
      const subject = this.subjectOf(session, request.memberKey);
      if (subject === undefined) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
      if (!maySeeDataSharing(session.viewer, subject, today)) return fail(403, 'NOT_YOURS', "Only the member may see their data-sharing choices (or the subscriber, for a minor's).");
      return right(this.choicesOf(session, subject, today));
    });
  }

  revokeApp(token: Token, request: { readonly memberKey: string; readonly appId: string }, today: string): Answer<DataSharing> {
    return this.change(token, request.memberKey, today, (session, subject, own) => {
      const app = this.appsOf(subject, today, own).find((candidate) => candidate.appId === request.appId);
      if (app === undefined) return fail(404, 'APP_NOT_FOUND', `No connected app '${request.appId}'.`);
      if (app.revokedOn === null && app.grantEndsOn >= today) {
        own.revoked.set(app.appId, today);
        this.record(own, session, 'app-revoked', today, app.name);
      }
      return right(this.choicesOf(session, subject, today));
    });
  }

  setProviderAccess(token: Token, request: { readonly memberKey: string; readonly optedOut: boolean }, today: string): Answer<DataSharing> {
    return this.change(token, request.memberKey, today, (session, subject, own) => {
      if (own.providerAccess.optedOut !== request.optedOut) {
        own.providerAccess = { optedOut: request.optedOut, changedOn: today };
        this.record(own, session, request.optedOut ? 'provider-access-opted-out' : 'provider-access-opted-in', today, null);
      }
      return right(this.choicesOf(session, subject, today));
    });
  }

  setPayerToPayer(token: Token, request: { readonly memberKey: string; readonly consented: boolean }, today: string): Answer<DataSharing> {
    return this.change(token, request.memberKey, today, (session, subject, own) => {
      if (own.payerToPayer.consented !== request.consented) {
        own.payerToPayer = { consented: request.consented, changedOn: today };
        this.record(own, session, request.consented ? 'payer-to-payer-consented' : 'payer-to-payer-withdrawn', today, null);
      }
      return right(this.choicesOf(session, subject, today));
    });
  }

  /** A change by the signed-in member to `memberKey`'s choices: refused unless the domain's rule lets them. */
  private change(
    token: Token,
    memberKey: string,
    today: string,
    apply: (session: MemberSession, subject: Member, own: DataSharingState) => Answer<DataSharing>,
  ): Answer<DataSharing> {
    return this.state.withMember(token, today, (session) => {
      const subject = this.subjectOf(session, memberKey);
      if (subject === undefined) return fail(404, 'MEMBER_NOT_FOUND', 'No such member on this account.');
      if (!mayChangeDataSharing(session.viewer, subject, today)) {
        return fail(403, 'NOT_YOURS', "Only the member may change their data-sharing choices (or the subscriber, for a minor's).");
      }
      return apply(session, subject, this.stateOf(session, subject.memberKey, true));
    });
  }

  private subjectOf(session: MemberSession, memberKey: string | undefined): Member | undefined {
    const wanted = memberKey ?? session.viewer.memberKey;
    return session.plan.account.members.find((member) => member.memberKey === wanted);
  }

  private stateOf(session: MemberSession, memberKey: string, create: boolean): DataSharingState {
    const family = this.state.familyState(session.familyKey);
    const byMember = family.dataSharing ?? new Map<string, DataSharingState>();
    if (create) family.dataSharing = byMember;
    const existing = byMember.get(memberKey);
    if (existing !== undefined) return existing;
    const created: DataSharingState = {
      providerAccess: { optedOut: false, changedOn: null },
      payerToPayer: { consented: false, changedOn: null },
      revoked: new Map(),
      history: [],
    };
    if (create) byMember.set(memberKey, created);
    return created;
  }

  private record(own: DataSharingState, session: MemberSession, action: DataSharingAction, today: string, appName: string | null): void {
    // The sandbox has no clock of its own: changes of one day are a minute apart, in the order they came.
    const minutes = own.history.filter((event) => event.at.startsWith(today)).length;
    const at = `${today}T${String(9 + Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}:00Z`;
    own.history.push({ at, action, appName, byMemberKey: session.viewer.memberKey });
  }

  private appsOf(subject: Member, today: string, own: DataSharingState): ConnectedApp[] {
    const day = SandboxDay.of(today);
    const adult = subject.dateOfBirth !== null && subject.dateOfBirth <= day.minus({ years: 18 }).iso;
    return (adult ? ADULT_APPS : MINOR_APPS).map((app) => {
      const authorised = day.minus({ days: app.authorisedDaysAgo });
      return {
        appId: app.appId,
        name: app.name,
        scopes: app.scopes,
        authorisedOn: authorised.iso,
        lastReadOn: app.lastReadDaysAgo === null ? null : day.minus({ days: app.lastReadDaysAgo }).iso,
        grantEndsOn: authorised.plus({ months: GRANT_MONTHS }).iso,
        revokedOn: own.revoked.get(app.appId) ?? null,
      };
    });
  }

  private choicesOf(session: MemberSession, subject: Member, today: string): DataSharing {
    const own = this.stateOf(session, subject.memberKey, false);
    return {
      memberKey: subject.memberKey,
      providerAccess: { ...own.providerAccess },
      payerToPayer: { ...own.payerToPayer },
      apps: this.appsOf(subject, today, own),
      history: historyNewestFirst(own.history),
    };
  }
}
