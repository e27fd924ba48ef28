import { localized } from '../../domain/copy/localized';
/**
 * The Download ID card button's copy (home and member information). Apart from account-copy.ts so that
 * home, which has the button, does not download the account pages' texts.
 */
export const ID_CARD_DOWNLOAD_COPY = localized('ID_CARD_DOWNLOAD_COPY', {
  blocked: 'Your browser blocked the window for your ID card. Allow pop-ups for this site and try again.',
} as const);
