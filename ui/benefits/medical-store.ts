import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import type { MedicalServiceDetail } from '../../domain/model';
import { LoadBenefits, type MedicalView } from '../../application/benefits/load-benefits';
import type { AccountState } from '../../application/shared/resolve-account-state';
import { SessionStore } from '../stores/session-store';
import type { BenefitsQuery } from './benefits-query';
import { Loadable } from '../stores/loadable';

/** /benefits/medical: the viewer's medical tiers (the medical call is the viewer's own), tab by tab. */
@injectable()
export class MedicalBenefitsStore {
  readonly medical: Loadable<MedicalView>;
  /** The tab the member chose; the default tier until they choose. */
  chosenTier: string | null = null;

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.medical = new Loadable(session);
    makeAutoObservable<MedicalBenefitsStore, 'loadBenefits'>(this, { loadBenefits: false, medical: false });
  }

  get selectedTier(): string | null {
    return this.chosenTier ?? this.medical.value?.defaultTierId ?? null;
  }

  selectTier(tierId: string): void {
    this.chosenTier = tierId;
  }

  async load(state: AccountState, query: BenefitsQuery): Promise<void> {
    await this.medical.run(() =>
      this.loadBenefits.medical({ memberKey: state.viewer.memberKey, ...(query.asOfDate === null ? {} : { asOfDate: query.asOfDate }) }),
    );
  }
}

/** The medical service detail page. */
@injectable()
export class MedicalServiceStore {
  readonly detail: Loadable<MedicalServiceDetail>;

  constructor(
    @inject(LoadBenefits) private readonly loadBenefits: LoadBenefits,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.detail = new Loadable(session);
    makeAutoObservable<MedicalServiceStore, 'loadBenefits'>(this, { loadBenefits: false, detail: false });
  }

  async load(serviceId: string, asOfDate: string | null): Promise<void> {
    await this.detail.run(() => this.loadBenefits.medicalService(serviceId, asOfDate ?? undefined));
  }
}
