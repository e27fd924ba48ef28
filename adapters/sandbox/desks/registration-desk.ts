import { left, right } from 'fp-ts/Either';
import type { SecurityAnswer } from '../../../application/ports/account-gateway';
import type { NewAccount, PasswordReset, UserDetails } from '../../../application/ports/registration-gateway';
import type { DomainId, SecurityQuestion } from '../../../domain/model';
import { passwordRules, usernameRules } from '../../../domain/rules/field-rules';
import { emailRules } from '../../../domain/rules/validators';
import type { Language } from '../../../domain/copy/language';
import { communicationPolicyIn, securityQuestionsIn } from '../personas/content-catalogue';
import { lastNameOf } from '../personas/family-builder';
import { birthDateForAge } from '../sandbox-dates';
import { type Answer, type FoundMember, type LoginAccount, MESSAGES, fail, same, satisfies, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for registration and account recovery, without a token (the registration port). */
export class RegistrationDesk {
  constructor(private readonly state: SandboxState) {}

  registrationDetails(_today: string, language: Language): Answer<{ readonly policyText: string; readonly questions: readonly SecurityQuestion[] }> {
    return right({ policyText: communicationPolicyIn(language), questions: securityQuestionsIn(language) });
  }

  validateUserDetails(details: UserDetails, today: string): Answer<void> {
    const found = this.findMember(details, today);
    if (found === undefined) {
      return fail(404, 'MEMBER_NOT_FOUND', 'We could not find a member with those details. Check them against your ID card.');
    }
    if (this.hasAccount(found)) {
      return fail(409, 'ACCOUNT_EXISTS', 'An account already exists for this member. Use forgot username or forgot password instead.');
    }
    return right(undefined);
  }

  validateUsername(request: { readonly username: string; readonly domainId: DomainId }, _today: string): Answer<void> {
    if (!satisfies(request.username, usernameRules())) return fail(400, 'INVALID_USERNAME', 'Usernames are 3 to 16 letters or digits.');
    if (this.state.findLogin(request.username) !== undefined) return fail(409, 'USERNAME_TAKEN', 'That username is already taken.');
    return right(undefined);
  }

  register(account: NewAccount, today: string): Answer<void> {
    const details = this.validateUserDetails(account.userDetails, today);
    if (details._tag === 'Left') return details;
    const username = this.validateUsername({ username: account.credentials.username, domainId: account.userDetails.domainId }, today);
    if (username._tag === 'Left') return username;
    if (!satisfies(account.credentials.password, passwordRules())) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
    if (!satisfies(account.credentials.emailAddress.trim(), emailRules())) return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
    if (!account.isCommunicationPolicySigned) {
      return fail(400, 'POLICY_NOT_SIGNED', 'Please confirm you have read our digital communications policy.');
    }
    const problem = this.state.checkAnswers(account.securityAnswers);
    if (problem !== null) return left(problem);
    const found = this.findMember(account.userDetails, today);
    if (found === undefined) return fail(404, 'MEMBER_NOT_FOUND', 'We could not find a member with those details.');
    const name = account.credentials.username;
    this.state.registered.set(name.toLowerCase(), {
      username: name,
      password: account.credentials.password,
      domainId: found.family.domainId,
      securityAnswers: account.securityAnswers,
      spec: {
        ...found.spec,
        username: name,
        situation: 'Registered in this sandbox session.',
        viewerSuffix: found.suffix,
        status: 'ACT',
        loginBehaviour: 'normal',
        email: account.credentials.emailAddress.trim(),
        policies: { isCommunicationPolicySigned: true },
      },
    });
    return right(undefined);
  }

  forgotUsername(details: UserDetails, today: string): Answer<void> {
    const found = this.findMember(details, today);
    // The real insurer e-mails the username; the sandbox only confirms there is one to send.
    if (found === undefined || !this.hasAccount(found)) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with those details.');
    }
    return right(undefined);
  }

  forgotPassword(
    request: { readonly username: string; readonly domainId: DomainId },
    _today: string,
    language: Language,
  ): Answer<{ readonly questionId: string; readonly question: string }> {
    const account = this.state.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with that username.');
    }
    const asked = this.securityAnswersOf(account)[0];
    const question = securityQuestionsIn(language).find((candidate) => candidate.id === asked?.questionId);
    if (question === undefined) return fail(409, 'NO_SECURITY_QUESTION', 'This account has no security question. Please call Customer Service.');
    return right({ questionId: question.id, question: question.question });
  }

  resetPassword(
    request: PasswordReset,
    _today: string,
  ): Answer<void> {
    const account = this.state.findLogin(request.username);
    if (account === undefined || account.domainId !== request.domainId) {
      return fail(404, 'ACCOUNT_NOT_FOUND', 'We could not find an account with that username.');
    }
    const expected = this.securityAnswersOf(account).find((answer) => answer.questionId === request.questionId);
    if (expected === undefined || !same(expected.answer, request.answer)) {
      return fail(400, 'SECURITY_ANSWER_MISMATCH', 'That answer does not match our records.');
    }
    if (!satisfies(request.newPassword, passwordRules())) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
    const state = this.state.loginState(account.username);
    state.password = request.newPassword;
    // A reset unlocks the countdown persona; the always-locked persona stays locked by definition.
    state.failedAttempts = 0;
    state.locked = false;
    return right(undefined);
  }

  private findMember(details: UserDetails, today: string): FoundMember | undefined {
    for (const spec of this.state.memberSpecs(details.domainId)) {
      const family = spec.family;
      if (!same(family.subscriberId, details.subscriberId) || family.address.zipCode.slice(0, 5) !== details.zipCode.trim().slice(0, 5)) continue;
      const member = family.members.find(
        (candidate) =>
          same(candidate.firstName, details.firstName) &&
          same(lastNameOf(family, candidate), details.lastName) &&
          birthDateForAge(today, candidate.age, candidate.daysSinceBirthday) === details.dateOfBirth.trim(),
      );
      if (member !== undefined) return { spec, family, suffix: member.suffix };
    }
    return undefined;
  }

  private hasAccount(found: FoundMember): boolean {
    return this.state.memberSpecs(found.family.domainId).some((spec) => spec.family.id === found.family.id && (spec.viewerSuffix ?? 0) === found.suffix);
  }

  private securityAnswersOf(account: LoginAccount): readonly SecurityAnswer[] {
    return this.state.logins.get(account.username.toLowerCase())?.securityAnswers ?? account.securityAnswers;
  }
}
