import type { KeyValueStore } from '../../application/ports';
import { formatFaultPlan, parseFaultPlan } from '../sandbox/sandbox-faults';
import type { PageLocation } from './browser-tokens';
import { SessionPin } from './session-pin';

/** Longest call time limit the sandbox lets a URL pin (ten minutes): longer is no test of anything. */
const MAX_TIMEOUT_MS = 600_000;

/** A plan as the sandbox should read it, or null when it does not parse (then it does not pin). */
function normalisedPlan(raw: string): string | null {
  const plan = parseFaultPlan(raw);
  return plan === null ? null : formatFaultPlan(plan);
}

/** Milliseconds, or 0 for 'none' (the configured limit again); anything else does not pin. */
function parseTimeout(raw: string): number | null {
  if (raw.trim().toLowerCase() === 'none') return 0;
  if (!/^\d{1,6}$/.test(raw.trim())) return null;
  const ms = Number(raw);
  return ms > 0 && ms <= MAX_TIMEOUT_MS ? ms : null;
}

/**
 * Sandbox only: `fault=account:503,benefits.medical:latency-3000` and `timeout=1500` on any URL pin a
 * fault plan and a shorter gateway time limit for the browser session, like `today=`, so that people and
 * browser tests can see every failure the spec describes. `fault=none` and `timeout=none` lift them. The
 * HTTP client sends the plan to the sandbox as X-Sandbox-Faults; production never binds this.
 */
export class SandboxFaultPins {
  private readonly plan: SessionPin<string>;
  private readonly timeout: SessionPin<number>;

  constructor(store: KeyValueStore, location: PageLocation) {
    this.plan = new SessionPin(store, location, 'fault', 'md_sandbox_fault', normalisedPlan);
    this.timeout = new SessionPin(store, location, 'timeout', 'md_sandbox_timeout', parseTimeout);
  }

  /** The pinned plan in the sandbox's own notation, or null when none is pinned. */
  faultPlan(): string | null {
    const plan = this.plan.value();
    return plan === null || parseFaultPlan(plan)?.length === 0 ? null : plan;
  }

  /** The pinned call time limit, or null for the configured one. */
  timeoutMs(): number | null {
    const ms = this.timeout.value();
    return ms === null || ms === 0 ? null : ms;
  }
}
