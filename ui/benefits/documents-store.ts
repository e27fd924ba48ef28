import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import type { MedicareMaterial } from '../../domain/model';
import { LoadDocuments } from '../../application/benefits/load-documents';
import { SessionStore } from '../stores/session-store';
import { Loadable } from '../stores/loadable';

export interface MedicareMaterialsView {
  readonly materials: readonly MedicareMaterial[];
  /** The service said the member has no access (403): the page explains why the list is empty. */
  readonly refused: boolean;
}

/** /benefits/medicare-materials. */
@injectable()
export class MedicareMaterialsStore {
  readonly materials: Loadable<MedicareMaterialsView>;

  constructor(
    @inject(LoadDocuments) private readonly documents: LoadDocuments,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.materials = new Loadable(session);
    makeAutoObservable<MedicareMaterialsStore, 'documents'>(this, { documents: false, materials: false });
  }

  load(): Promise<void> {
    return this.materials.run(async () => {
      const outcome = await this.documents.medicareMaterials();
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: { materials: outcome.materials, refused: outcome.refused } };
    });
  }
}

/** /benefits/certificate and the handbooks page: the outline of coverage address, null when there is none. */
@injectable()
export class OutlineOfCoverageStore {
  readonly outline: Loadable<{ readonly url: string | null }>;

  constructor(
    @inject(LoadDocuments) private readonly documents: LoadDocuments,
    @inject(SessionStore) session: SessionStore,
  ) {
    this.outline = new Loadable(session);
    makeAutoObservable<OutlineOfCoverageStore, 'documents'>(this, { documents: false, outline: false });
  }

  load(): Promise<void> {
    return this.outline.run(async () => {
      const outcome = await this.documents.outlineOfCoverage();
      return outcome.kind === 'error' ? outcome : { kind: 'loaded', value: { url: outcome.url } };
    });
  }
}
