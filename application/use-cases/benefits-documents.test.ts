import { left, right } from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { IdCardView, Page, Referral } from '../../domain/model';
import { aProgram } from '../../domain/rules/testing/builders';
import { httpError, networkError } from '../gateway-error';
import type { DocumentsGateway } from '../ports/documents-gateway';
import type { IdCardGateway } from '../ports/id-card-gateway';
import type { AppConfig, DocumentWindow, Navigator } from '../ports/platform';
import type { ProgramsGateway } from '../ports/programs-gateway';
import type { ReferralsGateway } from '../ports/referrals-gateway';
import { IdCards } from './id-card';
import { LoadDocuments } from './load-documents';
import { LoadPrograms } from './load-programs';
import { SearchReferrals } from './search-referrals';

const config: AppConfig = { redirectAllowList: [], singleSignOnUrl: 'https://sso.example.com', sandbox: true };

const documents = (overrides: Partial<DocumentsGateway>): DocumentsGateway => ({
  medicareMaterials: () => Promise.resolve(right([])),
  medicareEligibility: () => Promise.resolve(right(true)),
  outlineOfCoverage: () => Promise.resolve(right('')),
  ...overrides,
});

describe('LoadDocuments', () => {
  it('turns a 403 into an empty list the page explains', async () => {
    const load = new LoadDocuments(documents({ medicareMaterials: () => Promise.resolve(left(httpError(403))) }), config);
    expect(await load.medicareMaterials()).toEqual({ kind: 'loaded', materials: [], refused: true });
  });

  it('sends any other failure to the error page', async () => {
    const load = new LoadDocuments(documents({ medicareMaterials: () => Promise.resolve(left(httpError(500))) }), config);
    expect(await load.medicareMaterials()).toEqual({ kind: 'error', error: httpError(500) });
  });

  it('offers only safe links, newest year first', async () => {
    const material = (id: string, year: number, url: string) => ({ id, title: id, description: '', url, year });
    const load = new LoadDocuments(
      documents({
        medicareMaterials: () => Promise.resolve(right([material('a', 2025, '/gateway/a.pdf'), material('b', 2026, 'https://x.example.com/b.pdf'), material('c', 2026, 'javascript:alert(1)')])),
      }),
      config,
    );
    const outcome = await load.medicareMaterials();
    expect(outcome.kind === 'loaded' && outcome.materials.map((m) => m.id)).toEqual(['b', 'a']);
  });

  it('reads an empty outline of coverage as none', async () => {
    expect(await new LoadDocuments(documents({}), config).outlineOfCoverage()).toEqual({ kind: 'loaded', url: null });
  });
});

describe('IdCards.download', () => {
  const card: IdCardView = {
    memberKey: 'K',
    memberName: 'A B',
    subscriberId: 'S',
    groupId: 'G',
    groupName: 'N',
    category: 'medical',
    planName: 'P',
    rxBin: null,
    rxPcn: null,
    rxGroup: null,
    copays: [],
    customerServicePhone: '1',
  };
  const gateway = (pdf: IdCardGateway['pdf']): IdCardGateway => ({
    eligible: () => Promise.resolve(right(true)),
    view: () => Promise.resolve(right([card])),
    pdf,
    email: () => Promise.resolve(right(undefined)),
    request: () => Promise.resolve(right('ok')),
  });
  const navigator = (opened: DocumentWindow | null): Navigator => ({
    go: vi.fn(),
    currentPath: () => '/id-card',
    assign: vi.fn(),
    reload: vi.fn(),
    postForm: vi.fn(),
    openWindow: () => opened,
  });

  it('closes the opened window when the PDF fails, and passes the failure on', async () => {
    const opened = { show: vi.fn(), close: vi.fn() };
    const outcome = await new IdCards(gateway(() => Promise.resolve(left(networkError))), navigator(opened)).download('K');
    expect(outcome).toEqual({ kind: 'error', error: networkError });
    expect(opened.close).toHaveBeenCalledOnce();
    expect(opened.show).not.toHaveBeenCalled();
  });

  it('shows the PDF in the window it opened first', async () => {
    const opened = { show: vi.fn(), close: vi.fn() };
    const blob = new Blob(['%PDF']);
    expect(await new IdCards(gateway(() => Promise.resolve(right(blob))), navigator(opened)).download('K')).toEqual({ kind: 'shown' });
    expect(opened.show).toHaveBeenCalledWith(blob);
  });

  it('refuses an invalid e-mail address without calling the gateway', async () => {
    const email = vi.fn();
    const ids = new IdCards({ ...gateway(() => Promise.resolve(right(new Blob()))), email }, navigator(null));
    expect((await ids.email('K', 'not-an-email')).kind).toBe('invalid');
    expect(email).not.toHaveBeenCalled();
  });
});

describe('SearchReferrals', () => {
  it('leaves empty filters out of the query', async () => {
    const empty: Page<Referral> = { content: [], last: true, first: true, empty: true, number: 0, numberOfElements: 0, size: 10, totalElements: 0, totalPages: 0 };
    const referrals = vi.fn<ReferralsGateway['referrals']>(() => Promise.resolve(right(empty)));
    const metadata = vi.fn<ReferralsGateway['metadata']>(() => Promise.resolve(right({ members: [], statuses: [], providers: [] })));
    const search = new SearchReferrals({ referrals, metadata, hasReferrals: () => Promise.resolve(right(false)) });
    await search.execute({ memberKey: '', statusCode: 'APPROVED', providerId: ' ', excludeExpired: false }, 2);
    expect(referrals).toHaveBeenCalledWith({ page: 2, size: 10, statusCode: 'APPROVED' });
    expect(metadata).toHaveBeenCalledWith(undefined);
  });
});

describe('LoadPrograms', () => {
  const gateway = (programs: ReturnType<typeof aProgram>[]): ProgramsGateway => ({
    programs: () => Promise.resolve(right(programs)),
    siteContent: () => Promise.resolve(right([])),
    details: () => Promise.resolve(left(httpError(404))),
  });

  it('opens external programs in their site only when the address is safe', async () => {
    const outcome = await new LoadPrograms(
      gateway([aProgram({ id: 4, resource: null, url: 'https://www.choosehealthy.com' }), aProgram({ id: 5, resource: null, url: 'http://unknown.example.com' })]),
      config,
    ).all();
    expect(outcome.kind === 'loaded' && outcome.programs.map((program) => program.link)).toEqual([
      { kind: 'external', href: 'https://www.choosehealthy.com/' },
      { kind: 'internal', path: '/benefits/programs/5' },
    ]);
  });

  it('shows a program without details, and says when there is no such program', async () => {
    const load = new LoadPrograms(gateway([aProgram({ id: 13, resource: 'call-a-nurse' })]), config);
    expect(await load.one(13)).toMatchObject({ kind: 'loaded', details: null });
    expect(await load.one(99)).toEqual({ kind: 'not-found' });
  });
});
