import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { isLeft } from 'fp-ts/Either';
import { badRequest, forbidden, getStatus, isOk, notFound, OperationOutcomeError, parseSearchRequest, unauthorized } from '@medplum/core';
import { FhirRouter, MemoryRepository } from '@medplum/fhir-router';
import type { Bundle, BundleLink, OperationOutcome, Resource } from '@medplum/fhirtypes';
import { type SandboxInsurer } from '../sandbox-insurer';
import { bearerToken } from '../sandbox-token';
import type { Language } from '../../../domain/copy/language';
import { requestLanguage, SANDBOX_TODAY_HEADER } from '../sandbox-http-handler';
import { loadR4Definitions } from './fhir-definitions';
import { memberScope, visibleInScope, type MemberScope } from './member-scope';
import { sandboxFhirResources } from './sandbox-fhir-data';

/**
 * The sandbox insurer's Patient Access API: a read-only FHIR R4 server on loopback, built on a real FHIR
 * engine (@medplum/fhir-router's router over its MemoryRepository, which parses and runs FHIR search),
 * loaded with the personas' resources for one day (sandbox-fhir-data.ts).
 *
 * In front of the engine sits the guard a payer's API keeps: every request carries the gateway's bearer
 * token (the sandbox's own, checked by the same insurer that issued it), and each token reads only the
 * patient compartments its member may see under the claims rule (the subscriber the family's, a dependant
 * their own: `familyMembersVisibleTo`), and of the prior authorizations in them only those the
 * authorizations rule shows (a minor's sensitive care stays theirs). A resource outside that scope is
 * answered as if it did not exist (404 on a read, left out of a search). Searches are paged here, after
 * the guard, with `_count` (20 by default, 100 at most) and `_offset`, and a Bundle `next` link while
 * more remain, so that totals never count what the token may not see.
 */

/** The resource types a member may read, as a payer's Patient Access API serves them. */
const READABLE = new Set(['Patient', 'Coverage', 'ExplanationOfBenefit', 'ServiceRequest', 'Organization', 'Practitioner']);
const DEFAULT_COUNT = 20;
const MAX_COUNT = 100;

export interface SandboxFhirServerOptions {
  /** The insurer whose tokens the server accepts: the same one the sandbox gateway signs members in with. */
  readonly insurer: SandboxInsurer;
  /**
   * Where each browser tab has an insurer of its own (the dev server's sandbox), the one a request's
   * X-Sandbox-Session names (`SandboxHandler.insurerFor`), whose tokens that request carries.
   */
  readonly sessionInsurer?: (req: IncomingMessage) => SandboxInsurer;
  /** The day the personas' resources are built for when no X-Sandbox-Today header pins one (the gateway's day). */
  readonly today: string | (() => string);
  /** 0 (the default) for any free port. */
  readonly port?: number;
}

export interface SandboxFhirServer {
  /** The FHIR base URL, e.g. http://127.0.0.1:40123/fhir (resource paths are appended to it). */
  readonly baseUrl: string;
  close(): Promise<void>;
}

const FHIR_PREFIX = '/fhir';

interface Reply {
  readonly status: number;
  readonly body: Resource;
  readonly headers?: Readonly<Record<string, string>>;
}

const outcomeReply = (outcome: OperationOutcome, headers?: Readonly<Record<string, string>>): Reply => ({ status: getStatus(outcome), body: outcome, ...(headers !== undefined && { headers }) });

function countOf(value: string | undefined): number {
  if (value === undefined) return DEFAULT_COUNT;
  const count = Number(value);
  if (!Number.isInteger(count) || count < 1) throw new OperationOutcomeError(badRequest('_count must be a positive whole number.', '_count'));
  return Math.min(count, MAX_COUNT);
}

function offsetOf(value: string | undefined): number {
  if (value === undefined) return 0;
  const offset = Number(value);
  if (!Number.isInteger(offset) || offset < 0) throw new OperationOutcomeError(badRequest('_offset must be zero or a positive whole number.', '_offset'));
  return offset;
}

/** How many tokens' scopes and searches the guard keeps: a page of a search needs no new search of the engine. */
const REMEMBERED = 64;

/** A small map that forgets its oldest entry past `REMEMBERED`. */
class Remembered<V> {
  private readonly entries = new Map<string, V>();

  constructor(private readonly size = REMEMBERED) {}

  get(key: string, make: () => V): V {
    const known = this.entries.get(key);
    if (known !== undefined) return known;
    const made = make();
    this.entries.set(key, made);
    if (this.entries.size > this.size) this.entries.delete(this.entries.keys().next().value ?? '');
    return made;
  }
}

class GuardedFhirApi {
  private readonly router = new FhirRouter();
  /** Each token's scope, worked out once: the resources are fixed for the day, and so is who may see them. */
  private readonly scopes = new Remembered<MemberScope>();
  /** Each token's searches, scoped: the pages of one search are slices of the same matches. */
  private readonly searches = new Remembered<Promise<readonly Resource[]>>();

  /** The personas' resources of each day asked for, loaded once (the sandbox gateway's day may be pinned per request). */
  private readonly repos = new Remembered<Promise<MemoryRepository>>(4);

  /** @param personas the insurer whose personas (as documented, without what members changed) the resources are built from. */
  constructor(private readonly personas: SandboxInsurer) {}

  /** Loads the day's resources ahead of the first request (the engine's definitions, then every persona's). */
  warm(today: string, language: Language = 'en'): Promise<MemoryRepository> {
    return this.repos.get(`${today} ${language}`, () => loadRepository(this.personas, today, language));
  }

  async answer(request: { readonly method: string; readonly url: URL; readonly authorization: string | undefined; readonly insurer: SandboxInsurer; readonly today: string; readonly language: Language }, baseUrl: string): Promise<Reply> {
    const { method, url, authorization, today } = request;
    if (method !== 'GET') return outcomeReply({ ...forbidden, issue: [{ severity: 'error', code: 'forbidden', details: { text: 'The Patient Access API is read-only.' } }] });
    const access = request.insurer.memberAccess(bearerToken(authorization), today);
    if (isLeft(access)) {
      const status = access.left.kind === 'http' ? access.left.status : 401;
      return status === 403 ? outcomeReply(forbidden) : outcomeReply(unauthorized, { 'WWW-Authenticate': 'Bearer' });
    }
    const desk = access.right;
    const token = `${today} ${bearerToken(authorization) ?? ''}`;
    const repo = await this.warm(today, request.language);
    const scope = this.scopes.get(token, () => memberScope(desk));
    const [type, id, ...rest] = url.pathname.slice(FHIR_PREFIX.length).split('/').filter((part) => part !== '');
    if (type === undefined || !READABLE.has(type) || rest.length > 0) return outcomeReply(notFound);
    try {
      return id === undefined ? await this.search(repo, type, url, scope, baseUrl, token) : await this.read(repo, type, id, scope);
    } catch (error) {
      if (error instanceof OperationOutcomeError) return outcomeReply(error.outcome);
      throw error;
    }
  }

  /** A read through the engine's REST router; what the token may not see is not found. */
  private async read(repo: MemoryRepository, type: string, id: string, scope: MemberScope): Promise<Reply> {
    const [outcome, resource] = await this.router.handleRequest({ method: 'GET', url: `/${type}/${encodeURIComponent(id)}`, pathname: '', params: {}, query: {}, body: undefined }, repo);
    if (!isOk(outcome) || resource === undefined) return outcomeReply(outcome);
    return visibleInScope(resource, scope) ? { status: 200, body: resource } : outcomeReply(notFound);
  }

  /** A search run by the engine (its parameters, filters and sort), then scoped to the token and paged. */
  private async search(repo: MemoryRepository, type: string, url: URL, scope: MemberScope, baseUrl: string, token: string): Promise<Reply> {
    const query: Record<string, string[]> = {};
    for (const [name, value] of url.searchParams) (query[name] ??= []).push(value);
    // Naming a member outside the token's compartments is refused outright, as the gateway refuses their claims.
    for (const name of ['patient', 'beneficiary', 'subject']) {
      for (const value of url.searchParams.getAll(name).flatMap((listed) => listed.split(','))) {
        if (!scope.patients.has(value.replace(/^Patient\//, ''))) return outcomeReply(forbidden);
      }
    }
    const count = countOf(url.searchParams.get('_count') ?? undefined);
    const offset = offsetOf(url.searchParams.get('_offset') ?? undefined);
    const criteria = Object.entries(query).filter(([name]) => name !== '_count' && name !== '_offset');
    const key = JSON.stringify([token, type, [...criteria].sort(([a], [b]) => a.localeCompare(b))]);
    const matches = await this.searches.get(key, async () => {
      const request = parseSearchRequest(type, Object.fromEntries(criteria));
      request.count = undefined;
      request.offset = undefined;
      const found = await repo.search(request);
      return (found.entry ?? []).flatMap((entry) => (entry.resource !== undefined && visibleInScope(entry.resource, scope) ? [entry.resource] : []));
    });
    const page = matches.slice(offset, offset + count);
    const pageUrl = (at: number): string => {
      const next = new URL(`${baseUrl}/${type}`);
      for (const [name, value] of url.searchParams) if (name !== '_offset' && name !== '_count') next.searchParams.append(name, value);
      next.searchParams.set('_count', String(count));
      next.searchParams.set('_offset', String(at));
      return next.toString();
    };
    const link: BundleLink[] = [{ relation: 'self', url: pageUrl(offset) }];
    if (offset + count < matches.length) link.push({ relation: 'next', url: pageUrl(offset + count) });
    if (offset > 0) link.push({ relation: 'previous', url: pageUrl(Math.max(0, offset - count)) });
    const bundle: Bundle = {
      resourceType: 'Bundle',
      type: 'searchset',
      total: matches.length,
      link,
      entry: page.map((resource) => ({ fullUrl: `${baseUrl}/${resource.resourceType}/${resource.id ?? ''}`, resource, search: { mode: 'match' } })),
    };
    return { status: 200, body: bundle };
  }
}

function write(res: ServerResponse, reply: Reply): void {
  res.writeHead(reply.status, { 'Content-Type': 'application/fhir+json; charset=utf-8', 'Cache-Control': 'no-store', ...reply.headers });
  res.end(JSON.stringify(reply.body));
}

/** Loads the personas' resources for the day into a fresh repository of the engine. */
async function loadRepository(insurer: SandboxInsurer, today: string, language: Language): Promise<MemoryRepository> {
  loadR4Definitions();
  const repo = new MemoryRepository();
  for (const resource of sandboxFhirResources(insurer, today, language)) await repo.createResource(resource);
  return repo;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A connect-style handler (the dev server's middleware): the FHIR API under `/fhir`, anything else passed on. */
export type SandboxFhirHandler = ((req: IncomingMessage, res: ServerResponse, next?: () => void) => void) & {
  /** Resolves once the default day's resources are loaded. */
  readonly ready: Promise<unknown>;
};

/**
 * The sandbox's FHIR API as a handler: each request is answered for the day its X-Sandbox-Today header pins
 * (as the sandbox gateway answers), else the default day, in the language Accept-Language asks for where the
 * insurer has its texts in it (each resource says its `language`), with the tokens of the insurer the
 * request's session uses. `origin` gives the base URL its Bundle links carry (the request's own host when omitted).
 */
export function createSandboxFhirHandler(options: Omit<SandboxFhirServerOptions, 'port'>, origin?: () => string): SandboxFhirHandler {
  const insurerFor = options.sessionInsurer ?? (() => options.insurer);
  const today = options.today;
  const defaultDay = typeof today === 'function' ? today : () => today;
  const api = new GuardedFhirApi(options.insurer);
  const handler = (req: IncomingMessage, res: ServerResponse, next?: () => void): void => {
    const base = origin?.() ?? `http://${req.headers.host ?? '127.0.0.1'}`;
    const url = new URL(req.url ?? '/', base);
    if (!url.pathname.startsWith(`${FHIR_PREFIX}/`)) {
      if (next !== undefined) next();
      else write(res, outcomeReply(notFound));
      return;
    }
    const pinned = req.headers[SANDBOX_TODAY_HEADER];
    const day = typeof pinned === 'string' && DAY.test(pinned) ? pinned : defaultDay();
    api
      .answer({ method: req.method ?? 'GET', url, authorization: req.headers.authorization, insurer: insurerFor(req), today: day, language: requestLanguage(req.headers['accept-language']) }, `${base}${FHIR_PREFIX}`)
      .then(
        (reply) => write(res, reply),
        () => write(res, { status: 500, body: { resourceType: 'OperationOutcome', issue: [{ severity: 'error', code: 'exception', details: { text: 'Internal error' } }] } }),
      );
  };
  return Object.assign(handler, { ready: api.warm(defaultDay()) });
}

export async function startSandboxFhirServer(options: SandboxFhirServerOptions): Promise<SandboxFhirServer> {
  let origin = '';
  const handler = createSandboxFhirHandler(options, () => origin);
  await handler.ready;
  const server = createServer((req, res) => handler(req, res));
  return new Promise((resolvePromise, reject) => {
    server.once('error', reject);
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      const address: AddressInfo | string | null = server.address();
      if (address === null || typeof address === 'string') {
        reject(new Error('The FHIR server has no TCP address.'));
        return;
      }
      origin = `http://127.0.0.1:${String(address.port)}`;
      resolvePromise({
        baseUrl: `${origin}${FHIR_PREFIX}`,
        close: () =>
          new Promise<void>((done, failed) => {
            server.closeAllConnections();
            server.close((error) => (error === undefined ? done() : failed(error)));
          }),
      });
    });
  });
}
