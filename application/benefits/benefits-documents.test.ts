import { left, right } from 'fp-ts/Either';
import { describe, expect, it, vi } from 'vitest';
import type { IdCardView } from '../../domain/model';
import { aProgram } from '../../domain/rules/testing/builders';
import { httpError, networkError } from '../shared/gateway-error';
import type { DocumentsGateway } from '../ports/documents-gateway';
import type { IdCardGateway } from '../ports/id-card-gateway';
import type { AppConfig, DocumentWindow, Navigator } from '../ports/platform';
import type { ProgramsGateway } from '../ports/programs-gateway';
import { DownloadIdCard } from '../account/download-id-card';
import { IdCards } from '../account/id-card';
import { LoadDocuments } from './load-documents';
import { LoadPrograms } from './load-programs';
import { SearchReferrals } from './search-referrals';
import { ReadViewer } from '../shared/viewer-context';
import { LogIn } from '../session/log-in';
import { createNodeContainer } from '../../adapters/node-assembly';

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

describe('DownloadIdCard', () => {
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
    customerServiceWebsite: 'www.example.com/help',
    figures: [],
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
    const outcome = await new DownloadIdCard(gateway(() => Promise.resolve(left(networkError))), navigator(opened)).execute('K');
    expect(outcome).toEqual({ kind: 'error', error: networkError });
    expect(opened.close).toHaveBeenCalledOnce();
    expect(opened.show).not.toHaveBeenCalled();
  });

  it('shows the PDF in the window it opened first', async () => {
    const opened = { show: vi.fn(), close: vi.fn() };
    const blob = new Blob(['%PDF']);
    expect(await new DownloadIdCard(gateway(() => Promise.resolve(right(blob))), navigator(opened)).execute('K')).toEqual({ kind: 'shown' });
    expect(opened.show).toHaveBeenCalledWith(blob);
  });

  it('refuses an invalid e-mail address without calling the gateway', async () => {
    const email = vi.fn();
    const ids = new IdCards({ ...gateway(() => Promise.resolve(right(new Blob()))), email });
    expect((await ids.email('K', 'not-an-email')).kind).toBe('invalid');
    expect(email).not.toHaveBeenCalled();
  });
});

describe('SearchReferrals, on the in-memory sandbox', () => {
  async function signedIn(username: 'subscriber' | 'spouse' | 'minor') {
    const app = createNodeContainer({ kind: 'memory' }, { today: '2025-06-15', domainId: 1 });
    const login = await app.container.get(LogIn).execute({ username, password: 'Sandbox1' });
    if (login.kind !== 'signed-in') throw new Error(`${username} did not sign in: ${login.kind}`);
    const account = await app.container.get(ReadViewer).execute();
    if (account._tag === 'Left') throw new Error('no viewer');
    return { search: app.container.get(SearchReferrals), viewer: account.right.viewer, family: account.right.account.members };
  }

  it("shows the subscriber the family's referrals", async () => {
    const { search } = await signedIn('subscriber');
    const outcome = await search.execute({}, 0, 100);
    if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
    expect(new Set(outcome.page.content.map((referral) => referral.memberKey)).size).toBeGreaterThan(1);
  });

  it.each(['spouse', 'minor'] as const)('shows %s only their own, whatever member the filters name', async (username) => {
    const { search, viewer, family } = await signedIn(username);
    const subscriberKey = family.find((member) => member.memberSuffix === 0)?.memberKey ?? '';
    for (const filters of [{}, { memberKey: subscriberKey }]) {
      const outcome = await search.execute(filters, 0, 100);
      if (outcome.kind !== 'loaded') throw new Error(outcome.kind);
      expect(outcome.page.content.every((referral) => referral.memberKey === viewer.memberKey)).toBe(true);
      expect(outcome.metadata.members.every((member) => member.memberKey === viewer.memberKey)).toBe(true);
    }
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
