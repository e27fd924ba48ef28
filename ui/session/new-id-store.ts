import { makeAutoObservable, runInAction } from 'mobx';
import { inject, injectable } from 'inversify';
import type { NewIdAction, NewIdFormErrors } from '../../domain/rules/new-id-form';
import { CLOCK, type Clock } from '../../application/ports/platform';
import { ChooseNewIdMember } from '../../application/session/choose-new-id-member';
import { SessionStore } from '../stores/session-store';
import { afterSignIn } from './sign-in-outcome';
import { Said } from '../stores/said';

type Field = 'subscriberId' | 'firstName' | 'lastName' | 'dateOfBirth';

/**
 * /new-id (spec sections 2, 4, 5 and 8): customer service chooses the member to act for. Changing the
 * form clears its error (the validation messages and the server's message alike).
 */
@injectable()
export class NewIdStore {
  subscriberId = '';
  firstName = '';
  lastName = '';
  dateOfBirth = '';
  blockCrmNavigation: boolean;
  errors: NewIdFormErrors = {};
  /** The server's message for a 400 or 404. */
  readonly said = new Said();
  busy: NewIdAction | null = null;
  readonly today: string;

  constructor(
    @inject(ChooseNewIdMember) private readonly chooseMember: ChooseNewIdMember,
    @inject(SessionStore) private readonly session: SessionStore,
    @inject(CLOCK) clock: Clock,
  ) {
    this.blockCrmNavigation = chooseMember.crmNavigationBlocked();
    this.today = clock.today();
    makeAutoObservable<NewIdStore, 'chooseMember' | 'session'>(this, { chooseMember: false, session: false, today: false });
  }

  get serverMessage(): string | null {
    return this.said.text;
  }

  set(field: Field, value: string): void {
    this[field] = value;
    this.clearErrors();
  }

  setBlockCrmNavigation(blocked: boolean): void {
    this.blockCrmNavigation = blocked;
    this.clearErrors();
  }

  async submit(action: NewIdAction): Promise<void> {
    if (this.busy !== null) return;
    this.busy = action;
    this.clearErrors();
    const outcome = await this.chooseMember.execute(
      {
        subscriberId: this.subscriberId,
        firstName: this.firstName,
        lastName: this.lastName,
        dateOfBirth: this.dateOfBirth,
        blockCrmNavigation: this.blockCrmNavigation,
      },
      action,
    );
    runInAction(() => {
      switch (outcome.kind) {
        case 'invalid':
          this.errors = outcome.errors;
          this.busy = null;
          return;
        case 'refused':
          this.said.say(() => outcome.message);
          this.busy = null;
          return;
        case 'error':
          this.busy = null;
          this.session.fail(outcome.error);
          return;
        case 'chosen': {
          const next = afterSignIn(outcome.next, this.session);
          this.said.keep(next.message);
          if (!next.stillBusy) this.busy = null;
        }
      }
    });
  }

  private clearErrors(): void {
    this.errors = {};
    this.said.clear();
  }
}
