import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import type { DomainId, TokenClaims } from '../../domain/model';
import { brandConfig, type BrandConfig } from '../../domain/rules/brands';
import { unauthorisedGoesToLogin } from '../../domain/rules/error-catalogue';
import type { GatewayError } from '../../application/shared/gateway-error';
import { LogOut, SESSION_BROADCAST, type SessionBroadcast } from '../../application/session/log-out';
import { ReadSession } from '../../application/session/session-facts';

/**
 * Who is here and under which brand, plus the one place failures of any screen end: the error page shown
 * in place (the URL does not change), or /login for a 401 outside Providence (spec section 8).
 */
@injectable()
export class SessionStore {
  domainId: DomainId;
  authorised = false;
  hasTempToken = false;
  claims: TokenClaims | null = null;
  /** Status of the failure shown in place of the current page, if any. */
  failureStatus: number | null = null;
  /**
   * Counts the sessions this tab has shown. It moves on when the session token becomes another member's
   * without a logout in between (a plan switched in the header, here or in another tab): the routed pages
   * are keyed on it, so that every screen store starts again for the new member, as the stores registered
   * with `onReset` do.
   */
  generation = 0;
  private readonly resetListeners = new Set<() => void>();
  /** The member key of the session token last read, kept until the session ends. */
  private member: string | null = null;

  constructor(
    @inject(ReadSession) private readonly readSession: ReadSession,
    @inject(LogOut) private readonly logOut: LogOut,
    @inject(SESSION_BROADCAST) broadcast: SessionBroadcast,
  ) {
    const snapshot = readSession.execute();
    this.domainId = snapshot.domainId;
    makeAutoObservable<SessionStore, 'readSession' | 'logOut' | 'resetListeners' | 'member'>(this, {
      readSession: false,
      logOut: false,
      resetListeners: false,
      member: false,
    });
    this.refresh();
    broadcast.onLogout(() => this.endSession('other-tab'));
  }

  get brand(): BrandConfig {
    return brandConfig(this.domainId);
  }

  /**
   * Re-reads tokens and brand; run on every navigation end and after the tokens change. A session token of
   * another member than the last one read starts every store of the session again (see `generation`).
   */
  refresh(): void {
    const snapshot = this.readSession.execute();
    this.domainId = snapshot.domainId;
    this.authorised = snapshot.authorised;
    this.hasTempToken = snapshot.hasTempToken;
    this.claims = snapshot.claims;
    const member = snapshot.authorised ? (snapshot.claims?.memberKey ?? null) : null;
    if (member === null) return;
    if (this.member !== null && this.member !== member) this.startOver();
    this.member = member;
  }

  /** Stores holding account state register here so that logout resets them. */
  onReset(listener: () => void): () => void {
    this.resetListeners.add(listener);
    return () => this.resetListeners.delete(listener);
  }

  logout(): void {
    this.endSession('this-tab');
  }

  /** Shows the error page for `error` in place of the current page, unless the failure ends the session. */
  fail(error: GatewayError): void {
    const status = this.settleFailure(error);
    if (status !== null) this.failureStatus = status;
  }

  /**
   * Ends the session where a 401 means logging in again (outside Providence); returns the status the
   * error page should show, or null when there is nothing to show.
   */
  settleFailure(error: GatewayError): number | null {
    // A call still in flight when the session ended here answers 401 later: there is nothing left to end or show.
    if (error.status === 401 && !this.authorised && !this.hasTempToken) return null;
    if (error.status === 401 && unauthorisedGoesToLogin(this.domainId)) {
      this.endSession('this-tab');
      return null;
    }
    return error.status;
  }

  clearFailure(): void {
    this.failureStatus = null;
  }

  private endSession(origin: 'this-tab' | 'other-tab'): void {
    this.logOut.execute(origin);
    this.member = null;
    this.resetListeners.forEach((listener) => listener());
    this.failureStatus = null;
    this.refresh();
  }

  private startOver(): void {
    this.resetListeners.forEach((listener) => listener());
    this.failureStatus = null;
    this.generation += 1;
  }
}
