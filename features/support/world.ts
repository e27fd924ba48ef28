import { setWorldConstructor, World, type IWorldOptions } from '@cucumber/cucumber';
import type { HomeOutcome } from '../../application/home/load-home';
import type { LoginOutcome } from '../../application/session/log-in';
import { TestApp } from './test-app';

/**
 * The World every scenario gets: a fresh instance per scenario, so nothing leaks between them.
 *
 * Domain scenarios (features/domain) only need a scratch area: the facts a Given sets up, the day the
 * rules see, and what a When produced for the Thens to inspect. Each step file keeps its own typed view
 * of this area through `remember` and `recall`, so the World does not have to know every rule's types.
 */
export class MemberWorld extends World {
  /** The day the rules see (yyyy-mm-dd); set by 'Given today is ...'. */
  today = '2025-06-15';
  /** Named facts the Givens gather; read back by key with `recall`. */
  readonly facts: Record<string, unknown> = {};
  /** What the last When produced. */
  result: unknown = undefined;

  // Journey scenarios (features/journeys): the running app on the assembly the profile chose
  // (MD_ASSEMBLY), the member being played and what their last actions produced.
  private running: TestApp | null = null;
  username = '';
  loginOutcome: LoginOutcome | undefined;
  homeOutcome: HomeOutcome | undefined;

  /** Starts the app for this scenario on the World's day, on the main brand unless a step says otherwise. */
  startApp(): TestApp {
    this.running = TestApp.create({ today: this.today, domainId: 1 });
    return this.running;
  }

  /** Whether a step started the app: the scenario plays a member on a screen rather than stating a rule's facts. */
  get appRunning(): boolean {
    return this.running !== null;
  }

  app(): TestApp {
    if (this.running === null) throw new Error('No app is running: a Given must start it first');
    return this.running;
  }

  constructor(options: IWorldOptions) {
    super(options);
  }

  remember<T>(key: string, value: T): T {
    this.facts[key] = value;
    return value;
  }

  /**
   * A fact a Given stored. The cast is the price of one shared scratch area: the step file that stores a
   * key is the one that reads it, with the same type. A missing key is a scenario wiring error.
   */
  recall<T>(key: string): T {
    if (!(key in this.facts)) throw new Error(`No '${key}' was set up by an earlier step`);
    return this.facts[key] as T;
  }

  /** recall, or the fallback when no step set the key (for optional facts with a sensible default). */
  recallOr<T>(key: string, fallback: T): T {
    return key in this.facts ? (this.facts[key] as T) : fallback;
  }
}

setWorldConstructor(MemberWorld);
