/** Without reads ahead: the start-up script sends nothing, and the app reads the account state as it starts. */
export type { ReadAheadParts } from '../../../adapters/browser/read-account-state-ahead';

export function readAccountStateAhead(): void {}
