import { makeAutoObservable } from 'mobx';
import { inject, injectable } from 'inversify';
import { ConfirmItIsYou, freshCheckAsked, type FreshCheckOutcome } from '../../application/shared/fresh-check';
import type { GatewayError } from '../../application/shared/gateway-error';
import type { FreshCheck } from '../../domain/rules/second-factor';
import { FRESH_CHECK_COPY } from '../components/fresh-check-copy';

/**
 * The fresh check a screen asks inside its own dialog when the gateway refuses a sensitive change for want
 * of a recent proof: the screen hands the refusal to `takeRefusal`, shows `ui/components/FreshCheckField.tsx`
 * while `check` is set, and sends its change again once `confirm` answers true.
 */
@injectable()
export class FreshCheckPrompt {
  check: Exclude<FreshCheck, 'none'> | null = null;
  value = '';
  busy = false;
  private words: (() => string) | null = null;

  constructor(@inject(ConfirmItIsYou) private readonly confirmItIsYou: ConfirmItIsYou) {
    makeAutoObservable<FreshCheckPrompt, 'confirmItIsYou'>(this, { confirmItIsYou: false });
  }

  get message(): string | null {
    return this.words?.() ?? null;
  }

  /** Whether `error` asks for a fresh check; if so, the prompt is now open for it. */
  takeRefusal(error: GatewayError): boolean {
    const check = freshCheckAsked(error);
    if (check === null) return false;
    this.check = check;
    this.value = '';
    this.words = null;
    return true;
  }

  setValue(value: string): void {
    this.value = value;
    this.words = null;
  }

  close(): void {
    this.check = null;
    this.value = '';
    this.words = null;
  }

  /** Sends what was typed; true once the member is confirmed (the prompt closes), false with its message otherwise. */
  async confirm(): Promise<boolean> {
    const check = this.check;
    if (check === null || this.busy) return false;
    this.busy = true;
    const outcome = await this.confirmItIsYou.execute(check, this.value);
    this.settle(outcome);
    return outcome.kind === 'confirmed';
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
