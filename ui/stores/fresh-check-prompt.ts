import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { ConfirmItIsYou, freshCheckAsked, type FreshCheckOutcome } from '../../application/shared/fresh-check';
import { ConfirmItIsYouWithPasskey, type PasskeyFreshCheckOutcome } from '../../application/shared/fresh-check-passkey';
import type { GatewayError } from '../../application/shared/gateway-error';
import { freshCheckWays, type FreshCheck, type FreshCheckWay } from '../../domain/rules/second-factor';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';

/**
 * The fresh check a screen asks inside its own dialog when the gateway refuses a sensitive change for want
 * of a recent proof: the screen hands the refusal to `takeRefusal`, shows `ui/components/FreshCheckField.tsx`
 * while `check` is set, and sends its change again once `confirm` answers true. A member with a passkey
 * (the refusal says so) may answer with it instead: `way` is then 'passkey', and `confirm` runs the ceremony.
 */
@injectable()
export class FreshCheckPrompt {
  check: Exclude<FreshCheck, 'none'> | null = null;
  /** The ways this check may be answered (domain/rules/second-factor.ts), and the one the member chose. */
  ways: readonly FreshCheckWay[] = [];
  way: FreshCheckWay = 'password';
  value = '';
  busy = false;
  private words: (() => string) | null = null;

  constructor(
    @inject(ConfirmItIsYou) private readonly confirmItIsYou: ConfirmItIsYou,
    @inject(ConfirmItIsYouWithPasskey) private readonly withPasskey: ConfirmItIsYouWithPasskey,
  ) {
    makeAutoObservable<FreshCheckPrompt, 'confirmItIsYou' | 'withPasskey'>(this, { confirmItIsYou: false, withPasskey: false, ways: false });
  }

  get message(): string | null {
    return this.words?.() ?? null;
  }

  /** Whether `error` asks for a fresh check; if so, the prompt is now open for it. */
  takeRefusal(error: GatewayError): boolean {
    const check = freshCheckAsked(error);
    if (check === null) return false;
    this.check = check;
    const passkey = error.kind === 'http' && error.errorData?.['passkey'] === true && this.withPasskey.supported();
    this.ways = freshCheckWays(check, passkey);
    this.way = this.ways[0] ?? 'password';
    this.value = '';
    this.words = null;
    return true;
  }

  setValue(value: string): void {
    this.value = value;
    this.words = null;
  }

  /** The member answers another way (a passkey, or back to what was asked); what was said is cleared. */
  choose(way: FreshCheckWay): void {
    if (!this.ways.includes(way)) return;
    this.way = way;
    this.value = '';
    this.words = null;
  }

  close(): void {
    this.check = null;
    this.ways = [];
    this.value = '';
    this.words = null;
  }

  /** Sends what was typed; true once the member is confirmed (the prompt closes), false with its message otherwise. */
  async confirm(): Promise<boolean> {
    const check = this.check;
    if (check === null || this.busy) return false;
    this.busy = true;
    if (this.way === 'passkey') {
      const outcome = await this.withPasskey.execute();
      this.settlePasskey(outcome);
      return outcome.kind === 'confirmed';
    }
    const outcome = await this.confirmItIsYou.execute(check, this.value);
    this.settle(outcome);
    return outcome.kind === 'confirmed';
  }

  private settlePasskey(outcome: PasskeyFreshCheckOutcome): void {
    this.busy = false;
    const said: Readonly<Record<Exclude<PasskeyFreshCheckOutcome['kind'], 'confirmed'>, () => string>> = {
      cancelled: () => FRESH_CHECK_COPY.passkeyCancelled,
      refused: () => FRESH_CHECK_COPY.passkeyRefused,
      unsupported: () => FRESH_CHECK_COPY.passkeyUnsupported,
      unavailable: () => FRESH_CHECK_COPY.unavailable,
    };
    if (outcome.kind === 'confirmed') this.close();
    else this.words = said[outcome.kind];
  }

  private settle(outcome: FreshCheckOutcome): void {
    this.busy = false;
    switch (outcome.kind) {
      case 'confirmed':
        this.close();
        return;
      case 'empty':
        this.words = () => FRESH_CHECK_COPY.empty;
        return;
      case 'wrong-password':
        this.value = '';
        this.words = () => FRESH_CHECK_COPY.wrongPassword;
        return;
      case 'wrong-code':
        this.value = '';
        this.words = () => FRESH_CHECK_COPY.wrongCode(outcome.attemptsLeft);
        return;
      case 'locked':
        this.value = '';
        this.words = () => FRESH_CHECK_COPY.locked;
        return;
      case 'unavailable':
        this.words = () => FRESH_CHECK_COPY.unavailable;
    }
  }
}
