import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { MedicareMaterial } from '../../domain/model';
import type { GatewayError } from '../shared/gateway-error';
import { DOCUMENTS_GATEWAY, type DocumentsGateway } from '../ports/documents-gateway';
import { APP_CONFIG, type AppConfig } from '../ports/platform';
import { safeLinkHref } from '../../domain/rules/external-links';

export type MedicareMaterialsOutcome =
  /** refused: the gateway answered 403 (not a Medicare member); the list is then empty. */
  | { readonly kind: 'loaded'; readonly materials: readonly MedicareMaterial[]; readonly refused: boolean }
  | { readonly kind: 'error'; readonly error: GatewayError };

export type OutlineOfCoverageOutcome =
  /** url: null when the plan has no outline of coverage (the service answered an empty text). */
  | { readonly kind: 'loaded'; readonly url: string | null }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** Medicare materials, the outline of coverage (certificate) and handbooks (spec sections 2, 7 and 8). */
@injectable()
export class LoadDocuments {
  constructor(
    @inject(DOCUMENTS_GATEWAY) private readonly documents: DocumentsGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Only links that cannot hurt the member are offered (https, an allow-listed origin or a path of this site). */
  private link(url: string): string | null {
    return safeLinkHref(url, this.config.redirectAllowList);
  }

  /** Medicare materials: 403 yields an empty list; other errors go to the error page (spec section 8). */
  async medicareMaterials(): Promise<MedicareMaterialsOutcome> {
    const result = await this.documents.medicareMaterials();
    if (isLeft(result)) {
      if (result.left.kind === 'http' && result.left.status === 403) return { kind: 'loaded', materials: [], refused: true };
      return { kind: 'error', error: result.left };
    }
    const materials = result.right
      .flatMap((material) => {
        const url = this.link(material.url);
        return url === null ? [] : [{ ...material, url }];
      })
      .sort((a, b) => b.year - a.year || a.title.localeCompare(b.title));
    return { kind: 'loaded', materials, refused: false };
  }

  async outlineOfCoverage(): Promise<OutlineOfCoverageOutcome> {
    const result = await this.documents.outlineOfCoverage();
    if (isLeft(result)) return { kind: 'error', error: result.left };
    return { kind: 'loaded', url: this.link(result.right) };
  }
}
