import { right } from 'fp-ts/Either';
import type { Group, GroupChangeRequest, LoginRequest, NewIdRequest, TokenResponse } from '../../../domain/model';
import { subscriberIdRules } from '../../../domain/rules/field-rules';
import { lastNameOf } from '../personas/family-builder';
import { birthDateForAge } from '../sandbox-dates';
import { type Answer, MESSAGES, type Token, fail, same, satisfies, type SandboxState } from '../sandbox-state';
import type { SandboxClaims } from '../sandbox-token';
import { firstTokenClaims, secondStepRefusal } from './security-desk';

/** Wrong passwords the countdown persona may enter before it locks (it answers 2, 1, 0). */
const COUNTDOWN_ATTEMPTS = 3;

/** The sandbox insurer's desk for sign-in, new ID and groups (the auth port). */
export class AuthDesk {
  constructor(private readonly state: SandboxState) {}

  login(request: LoginRequest, today: string): Answer<TokenResponse> {
    const account = this.state.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) return fail(401, 'UNRECOGNIZED', MESSAGES.unrecognized);
    const persona = this.state.build(account.spec, today);
    const state = this.state.loginState(account.username);
    if (persona.loginBehaviour === 'always-locked') return fail(423, 'ACCOUNT_LOCKED', MESSAGES.locked);
    if (persona.loginBehaviour === 'countdown' && state.locked) return fail(423, 'ACCOUNT_LOCKED', MESSAGES.locked);
    if (request.password !== (state.password ?? account.password)) {
      if (persona.loginBehaviour !== 'countdown') return fail(401, 'UNRECOGNIZED', MESSAGES.unrecognized);
      state.failedAttempts += 1;
      const attemptsRemaining = Math.max(0, COUNTDOWN_ATTEMPTS - state.failedAttempts);
      // "0 attempts remaining" means what it says: the next attempt, right or wrong, finds the account locked.
      if (attemptsRemaining === 0) state.locked = true;
      return fail(401, 'LOGIN_ATTEMPTS_REMAINING', MESSAGES.attemptsRemaining(attemptsRemaining), { attemptsRemaining });
    }
    state.failedAttempts = 0;
    // A member with a second factor gets a ticket for the second step instead of a token (security-desk.ts).
    const secondStep = secondStepRefusal(this.state, account.username);
    if (secondStep !== null) return secondStep;
    return right({ token: this.state.tokenIssuer.issue(firstTokenClaims(this.state, account.username, today, ['password']), today), redirect: null });
  }

  /** Logout: the session's token is refused from now on (an unknown or expired token changes nothing). */
  logout(token: Token): Answer<void> {
    if (token !== null) this.state.tokenIssuer.revoke(token);
    return right(undefined);
  }

  userKey(token: Token, today: string): Answer<string> {
    return this.state.withSession(token, today, (session) => right(session.claims.memberKey));
  }

  newId(token: Token, request: NewIdRequest, today: string): Answer<TokenResponse> {
    return this.state.withSession(token, today, (session) => {
      if (session.claims.role !== 'new-id' && !session.claims.issuedByNewId) {
        return fail(403, 'FORBIDDEN', 'New ID is for customer service only.');
      }
      if (request.domainId !== session.claims.domainId) return fail(400, 'DOMAIN_MISMATCH', 'That member belongs to another brand.');
      const subscriberId = request.subscriberId.trim();
      if (!satisfies(subscriberId, subscriberIdRules())) {
        return fail(400, 'INVALID_SUBSCRIBER_ID', 'Enter a subscriber ID of 9 or 10 letters and numbers, as printed on the ID card.');
      }
      const specs = this.state.memberSpecs(session.claims.domainId).filter((spec) => same(spec.family.subscriberId, subscriberId));
      const familySpec = specs[0];
      if (familySpec === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member was found with subscriber ID ${subscriberId.toUpperCase()}.`);
      const { firstName, lastName, dateOfBirth } = request;
      const specific = [firstName, lastName, dateOfBirth].some((value) => value !== undefined && value.trim() !== '');
      let suffix = 0;
      if (specific) {
        const match = familySpec.family.members.find(
          (member) =>
            same(member.firstName, firstName ?? '') &&
            same(lastNameOf(familySpec.family, member), lastName ?? '') &&
            birthDateForAge(today, member.age, member.daysSinceBirthday) === (dateOfBirth ?? '').trim(),
        );
        if (match === undefined) {
          return fail(404, 'MEMBER_NOT_FOUND', `No member on subscriber ID ${subscriberId.toUpperCase()} matches that name and date of birth.`);
        }
        suffix = match.suffix;
      }
      const persona = this.state.build({ ...familySpec, viewerSuffix: suffix }, today);
      const plan = persona.plans[0];
      if (plan === undefined) return fail(404, 'MEMBER_NOT_FOUND', `No member was found with subscriber ID ${subscriberId.toUpperCase()}.`);
      const claims: SandboxClaims = {
        sub: session.claims.sub,
        memberKey: plan.viewerMemberKey,
        role: 'member',
        issuedByNewId: true,
        domainId: session.claims.domainId,
        groupId: plan.group.groupId,
        // Customer service's own proof goes with the member's token.
        ...(session.claims.amr !== undefined && { amr: session.claims.amr }),
        ...(session.claims.authTime !== undefined && { authTime: session.claims.authTime }),
      };
      return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
    });
  }

  selectGroup(token: Token, request: GroupChangeRequest, today: string): Answer<TokenResponse> {
    return this.state.withMember(token, today, (session) => {
      if (request.domain !== session.claims.domainId) return fail(400, 'DOMAIN_MISMATCH', 'That group belongs to another brand.');
      const plan = session.persona.plans.find((candidate) => candidate.group.groupId === request.groupId);
      if (plan === undefined) return fail(404, 'GROUP_NOT_FOUND', 'Failed to find group for current member');
      this.state.loginState(session.stateKey).groupSelected = true;
      const claims: SandboxClaims = { ...session.claims, memberKey: plan.viewerMemberKey, groupId: plan.group.groupId };
      return right({ token: this.state.tokenIssuer.issue(claims, today), redirect: null });
    });
  }

  groups(token: Token, today: string): Answer<readonly Group[]> {
    return this.state.withSession(token, today, (session) => right(session.persona.plans.map((plan) => plan.group)));
  }
}
