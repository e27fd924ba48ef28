import type { KeyValueStore } from '../../application/ports';

const KEY = 'md_sandbox_session';

/**
 * Sandbox only: names this tab's sandbox session (sent as X-Sandbox-Session), so that the sandbox insurer
 * keeps what this tab changes apart from every other tab and every parallel browser test. Like the
 * sandbox's pins, it survives logout, which clears session storage.
 */
export class SandboxSession {
  private id: string | null = null;

  constructor(private readonly store: KeyValueStore) {}

  current(): string {
    this.id ??= this.store.get(KEY) ?? crypto.randomUUID();
    if (this.store.get(KEY) !== this.id) this.store.set(KEY, this.id);
    return this.id;
  }
}
