import { right } from 'fp-ts/Either';
import type { MedicareMaterial } from '../../../domain/model';
import { renderDocumentPdf } from '../id-card-pdf';
import { BRANDS, medicareDocuments, outlineOfCoverageDocument, type SandboxDocument } from '../personas/content-catalogue';
import { MEDICAL_PLANS } from '../personas/plan-catalogue';
import { type Answer, type Token, fail, type SandboxState } from '../sandbox-state';

/** A sandbox document by the slug its URL names: a Medicare material or a plan year's outline of coverage. */
function findDocument(slug: string, today: string): SandboxDocument | undefined {
  const medicare = medicareDocuments(today).find((entry) => entry.document.slug === slug);
  if (medicare !== undefined) return medicare.document;
  const outline = /^outline-of-coverage-([a-z0-9]+)-(\d{4})$/.exec(slug);
  if (outline === null) return undefined;
  const plan = Object.values(MEDICAL_PLANS).find((candidate) => candidate.classPlanId.toLowerCase() === outline[1]);
  return plan === undefined ? undefined : outlineOfCoverageDocument(plan.name, plan.classPlanId, Number(outline[2]));
}

/** The sandbox insurer's desk for handbooks, the outline of coverage and Medicare materials (the documents port). */
export class DocumentsDesk {
  constructor(private readonly state: SandboxState) {}

  medicareMaterials(token: Token, today: string): Answer<readonly MedicareMaterial[]> {
    return this.state.withMember(token, today, (session) => {
      const materials = session.plan.medicareMaterials;
      if (materials === null) return fail(403, 'NOT_MEDICARE', 'Medicare materials are available to Medicare members only.');
      return right(materials.map((material) => ({ ...material, url: this.state.gatewayUrl(material.url) })));
    });
  }

  medicareEligibility(token: Token, today: string): Answer<boolean> {
    return this.state.withMember(token, today, (session) =>
      session.plan.medicareMaterials === null ? fail(403, 'NOT_MEDICARE', 'Medicare materials are available to Medicare members only.') : right(true),
    );
  }

  outlineOfCoverage(token: Token, today: string): Answer<string> {
    return this.state.withMember(token, today, (session) => right(session.plan.outlineOfCoverageUrl === '' ? '' : this.state.gatewayUrl(session.plan.outlineOfCoverageUrl)));
  }

  /** A sandbox document (outline of coverage, Medicare material) by the slug its URL names. Public. */
  async documentPdf(slug: string, today: string): Promise<Answer<Uint8Array>> {
    const document = findDocument(slug, today);
    if (document === undefined) return fail(404, 'NOT_FOUND', 'No such document.');
    return right(await renderDocumentPdf(document, BRANDS[1].insurerName, today));
  }
}
