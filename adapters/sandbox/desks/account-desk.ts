import { left, right } from 'fp-ts/Either';
import type { PasswordChange, SecurityAnswer } from '../../../application/ports/account-gateway';
import type { AccountDetails, AccountStatus, EmployeeIdShortcut, Preferences, RegistrationPolicies, SecurityQuestion } from '../../../domain/model';
import { passwordRules } from '../../../domain/rules/field-rules';
import { emailRules } from '../../../domain/rules/validators';
import type { Language } from '../../../domain/copy/language';
import { securityQuestionsIn } from '../personas/content-catalogue';
import { type Answer, MESSAGES, type MemberSession, type Token, fail, satisfies, type SandboxState } from '../sandbox-state';

/** The sandbox insurer's desk for the member's account, preferences, password and policies (the account port). */
export class AccountDesk {
  constructor(private readonly state: SandboxState) {}

  account(token: Token, today: string): Answer<AccountDetails> {
    return this.state.withMember(token, today, (session) => right({ ...session.plan.account, preferences: this.preferencesOf(session) }));
  }

  status(token: Token, today: string): Answer<AccountStatus> {
    return this.state.withSession(token, today, (session) => right(this.state.loginState(session.stateKey).status ?? session.persona.status));
  }

  employeeId(token: Token, today: string): Answer<EmployeeIdShortcut> {
    return this.state.withMember(token, today, (session) => right(session.plan.employeeId));
  }

  relevantPreferences(token: Token, today: string): Answer<readonly string[]> {
    return this.state.withMember(token, today, (session) => right(session.plan.relevantPreferences));
  }

  preferences(token: Token, today: string): Answer<Preferences> {
    return this.state.withMember(token, today, (session) => right(this.preferencesOf(session)));
  }

  updatePreferences(token: Token, update: Partial<Preferences>, today: string): Answer<Preferences> {
    return this.state.withMember(token, today, (session) => {
      const email = update.emailAddress;
      if (email !== undefined && email !== null && !satisfies(email.trim(), emailRules())) {
        return fail(400, 'INVALID_EMAIL', 'Enter a valid email address.');
      }
      const state = this.state.loginState(session.stateKey);
      state.preferences = { ...state.preferences, ...update, ...(typeof email === 'string' ? { emailAddress: email.trim() } : {}) };
      return right(this.preferencesOf(session));
    });
  }

  changePassword(token: Token, change: PasswordChange, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      const state = this.state.loginState(session.stateKey);
      const current = state.password ?? session.account.password;
      if (change.currentPassword !== current) return fail(400, 'INVALID_CURRENT_PASSWORD', 'Your current password is incorrect.');
      if (!satisfies(change.newPassword, passwordRules())) return fail(400, 'INVALID_PASSWORD', MESSAGES.invalidPassword);
      if (change.newPassword === current) return fail(400, 'PASSWORD_REUSED', 'Choose a password you have not used before.');
      state.password = change.newPassword;
      // A first login (INI) or a forced change (FRC) is done once the password is changed.
      state.status = 'ACT';
      return right(undefined);
    });
  }

  securityQuestions(_token: Token, _today: string, language: Language): Answer<readonly SecurityQuestion[]> {
    return right(securityQuestionsIn(language));
  }

  saveSecurityAnswers(token: Token, answers: readonly SecurityAnswer[], today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      const problem = this.state.checkAnswers(answers);
      if (problem !== null) return left(problem);
      this.state.loginState(session.stateKey).securityAnswers = answers;
      return right(undefined);
    });
  }

  registrationPolicies(token: Token, today: string): Answer<RegistrationPolicies> {
    return this.state.withMember(token, today, (session) => right(this.state.loginState(session.stateKey).policies ?? session.plan.registrationPolicies));
  }

  updateRegistrationPolicies(token: Token, policies: RegistrationPolicies, today: string): Answer<void> {
    return this.state.withMember(token, today, (session) => {
      if (!policies.isCommunicationPolicySigned) {
        return fail(400, 'POLICY_NOT_SIGNED', 'Please confirm you have read our digital communications policy.');
      }
      const isSubscriber = session.viewer.memberSuffix === 0;
      this.state.loginState(session.stateKey).policies = {
        isCommunicationPolicySigned: true,
        // Only subscribers choose how EOBs are delivered.
        isEeobPreferenceConsented: isSubscriber ? policies.isEeobPreferenceConsented : null,
      };
      if (isSubscriber && policies.isEeobPreferenceConsented !== null) {
        const state = this.state.loginState(session.stateKey);
        state.preferences = { ...state.preferences, electronicEob: policies.isEeobPreferenceConsented ? 'Y' : 'N' };
      }
      return right(undefined);
    });
  }

  private preferencesOf(session: MemberSession): Preferences {
    return { ...session.plan.account.preferences, ...this.state.loginState(session.stateKey).preferences };
  }
}
