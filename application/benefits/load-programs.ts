import { isLeft } from 'fp-ts/Either';
import { inject, injectable } from 'inversify';
import type { ProgramDetails } from '../../domain/model';
import { safeLinkHref } from '../../domain/rules/external-links';
import { programLink, programPagePath, programsWithContent, type ProgramLink, type ProgramWithContent } from '../../domain/rules/program-links';
import { PROGRAM_IDS } from '../../domain/rules/programs';
import type { GatewayError } from '../shared/gateway-error';
import { ACCOUNT_GATEWAY, type AccountGateway } from '../ports/account-gateway';
import { APP_CONFIG, type AppConfig } from '../ports/platform';
import { PROGRAMS_GATEWAY, type ProgramsGateway } from '../ports/programs-gateway';

/** A program as the programs pages show it: its site content and where it leads. */
export interface ProgramEntry extends ProgramWithContent {
  readonly link: ProgramLink;
}

export type ProgramsOutcome =
  | { readonly kind: 'loaded'; readonly programs: readonly ProgramEntry[] }
  | { readonly kind: 'error'; readonly error: GatewayError };

export type ProgramOutcome =
  | { readonly kind: 'loaded'; readonly program: ProgramEntry; readonly details: ProgramDetails | null }
  | { readonly kind: 'not-found' }
  | { readonly kind: 'error'; readonly error: GatewayError };

const isAbsent = (error: GatewayError): boolean => error.kind === 'http' && (error.status === 404 || error.status === 403);

/** /benefits/programs and /benefits/programs/{id}: programs with their site content and details. */
@injectable()
export class LoadPrograms {
  constructor(
    @inject(PROGRAMS_GATEWAY) private readonly gateway: ProgramsGateway,
    @inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** An external address that is not safe to open is not offered: the program's own page is, instead. */
  private withLink(program: ProgramWithContent): ProgramEntry {
    const link = programLink(program);
    if (link.kind === 'internal') return { ...program, link };
    const href = safeLinkHref(link.href, this.config.redirectAllowList);
    return { ...program, link: href === null ? { kind: 'internal', path: programPagePath(program.id) } : { kind: 'external', href } };
  }

  async all(): Promise<ProgramsOutcome> {
    const [programs, content] = await Promise.all([this.gateway.programs(), this.gateway.siteContent()]);
    if (isLeft(programs)) return { kind: 'error', error: programs.left };
    if (isLeft(content)) return { kind: 'error', error: content.left };
    return { kind: 'loaded', programs: programsWithContent(programs.right, content.right).map((program) => this.withLink(program)) };
  }

  /** One program; details (phone number) are optional: a program without them still shows. */
  async one(programId: number): Promise<ProgramOutcome> {
    const all = await this.all();
    if (all.kind === 'error') return all;
    const program = all.programs.find((candidate) => candidate.id === programId);
    if (program === undefined) return { kind: 'not-found' };
    const details = await this.gateway.details(programId);
    if (isLeft(details)) return isAbsent(details.left) ? { kind: 'loaded', program, details: null } : { kind: 'error', error: details.left };
    return { kind: 'loaded', program, details: details.right };
  }
}

export type PassportDentalOutcome =
  | { readonly kind: 'loaded'; readonly parentGroupId: string; readonly internationalPhone: string | null }
  | { readonly kind: 'error'; readonly error: GatewayError };

/** /passport-dental: the member's parent group (for the find-a-dentist plan) and the program's phone number. */
@injectable()
export class LoadPassportDental {
  constructor(
    @inject(ACCOUNT_GATEWAY) private readonly accounts: AccountGateway,
    @inject(PROGRAMS_GATEWAY) private readonly programs: ProgramsGateway,
  ) {}

  async execute(): Promise<PassportDentalOutcome> {
    const [account, details] = await Promise.all([this.accounts.account(), this.programs.details(PROGRAM_IDS.PASSPORT_DENTAL)]);
    if (isLeft(account)) return { kind: 'error', error: account.left };
    if (isLeft(details) && !isAbsent(details.left)) return { kind: 'error', error: details.left };
    return {
      kind: 'loaded',
      parentGroupId: account.right.parentGroupId,
      internationalPhone: isLeft(details) ? null : details.right.phoneNumber,
    };
  }
}
