import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import type { ProgramDetails } from '../../domain/model';
import { LoadPassportDental, LoadPrograms, type ProgramEntry } from '../../application/benefits/load-programs';
import { SessionStore } from '../stores/session-store';
import { Loadable } from '../stores/loadable';

/** /benefits/programs. */
@injectable()
export class ProgramsStore {
  readonly programs: Loadable<readonly ProgramEntry[]>;

  constructor(
    @inject(LoadPrograms) private readonly loadPrograms: LoadPrograms,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.programs = new Loadable(session);
    makeAutoObservable<ProgramsStore, 'loadPrograms'>(this, { loadPrograms: false, programs: false });
  }

  async load(): Promise<void> {
    await this.programs.run(async () => {
      const outcome = await this.loadPrograms.all();
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: outcome.programs };
    });
  }
}

export interface ProgramPageView {
  /** null: the plan has no such program. */
  readonly program: ProgramEntry | null;
  readonly details: ProgramDetails | null;
}

/** /benefits/programs/{id}. */
@injectable()
export class ProgramStore {
  readonly program: Loadable<ProgramPageView>;

  constructor(
    @inject(LoadPrograms) private readonly loadPrograms: LoadPrograms,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.program = new Loadable(session);
    makeAutoObservable<ProgramStore, 'loadPrograms'>(this, { loadPrograms: false, program: false });
  }

  async load(programId: number): Promise<void> {
    await this.program.run(async () => {
      const outcome = await this.loadPrograms.one(programId);
      if (outcome.kind === 'error') return outcome;
      return { kind: 'loaded', value: outcome.kind === 'not-found' ? { program: null, details: null } : { program: outcome.program, details: outcome.details } };
    });
  }
}

export interface PassportDentalView {
  readonly parentGroupId: string;
  readonly internationalPhone: string | null;
}

/** /passport-dental. */
@injectable()
export class PassportDentalStore {
  readonly page: Loadable<PassportDentalView>;

  constructor(
    @inject(LoadPassportDental) private readonly loadPassport: LoadPassportDental,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.page = new Loadable(session);
    makeAutoObservable<PassportDentalStore, 'loadPassport'>(this, { loadPassport: false, page: false });
  }

  async load(): Promise<void> {
    await this.page.run(async () => {
      const outcome = await this.loadPassport.execute();
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: { parentGroupId: outcome.parentGroupId, internationalPhone: outcome.internationalPhone } };
    });
  }
}
