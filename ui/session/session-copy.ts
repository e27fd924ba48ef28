/**
 * The session screens' copy now lives beside each screen (login-copy.ts, idle-timeout-copy.ts,
 * registration-copy.ts, ...), so that a page downloads its own texts and no other screen's. This module
 * only forwards the idle timeout copy to the importers that still name it here.
 */
export { IDLE_TIMEOUT_COPY } from './idle-timeout-copy';
