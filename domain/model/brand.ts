/** Domains (brands): 1 main insurer, 2 Summit, 5 Providence. */
export type DomainId = 1 | 2 | 5;
export const DOMAIN_IDS: readonly DomainId[] = [1, 2, 5];
