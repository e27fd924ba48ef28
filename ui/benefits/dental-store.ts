import { makeAutoObservable, observableRef } from 'mobx';
import { inject, injectable } from 'inversify';
import { LoadBenefits, LoadDentalService, type DentalServiceView, type DentalView } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from '../stores/session-store';
import type { BenefitsQuery } from './benefits-query';
import { Loadable } from '../stores/loadable';
import { memberChoice, type MemberChoice } from './member-choice';

/** /benefits/dental: the chosen member's dental tiers, maximums and services. */
@injectable()
export class DentalBenefitsStore {
  readonly dental: Loadable<DentalView>;
  chosenTier: string | null = null;

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.dental = new Loadable(session);
    makeAutoObservable<DentalBenefitsStore, 'loadBenefits'>(this, { loadBenefits: false, dental: false, choiceFor: false });
  }

  get selectedTier(): string | null {
    return this.chosenTier ?? this.dental.value?.defaultTierId ?? null;
  }

  selectTier(tierId: string): void {
    this.chosenTier = tierId;
  }

  /**
   * Who the viewer may look at here and whom the query picks: worked out from what the page already holds,
   * so that the member picker is there in the page's first paint rather than pushing it aside a frame later.
   */
  choiceFor(state: AccountState, query: BenefitsQuery): MemberChoice {
    return memberChoice(state, query, 'Dental');
  }

  async load(state: AccountState, query: BenefitsQuery): Promise<void> {
    const member = this.choiceFor(state, query).member;
    if (member === null) return this.dental.clear();
    await this.dental.run(() =>
      this.loadBenefits.dental({
        suffix: member.memberSuffix,
        memberKey: member.memberKey,
        ...(query.asOfDate === null ? {} : { asOfDate: query.asOfDate }),
      }),
    );
  }
}

/** /details/{tier}/dental/{code} and /services/dental/{code}. */
@injectable()
export class DentalServiceStore {
  readonly service: Loadable<DentalServiceView>;
  choice: MemberChoice = { offered: [], member: null };

  constructor(
    @inject(LoadDentalService) private readonly loadService: LoadDentalService,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.service = new Loadable(session);
    makeAutoObservable<DentalServiceStore, 'loadService'>(this, { loadService: false, service: false, choice: observableRef });
  }

  async load(state: AccountState, query: BenefitsQuery, code: string, tierId: string | null): Promise<void> {
    this.choice = memberChoice(state, query, 'Dental');
    const member = this.choice.member;
    if (member === null) return this.service.clear();
    await this.service.run(() =>
      this.loadService.execute({
        suffix: member.memberSuffix,
        code,
        ...(tierId === null ? {} : { tierId }),
        ...(query.asOfDate === null ? {} : { asOfDate: query.asOfDate }),
      }),
    );
  }
}
