import type { Authorization, Claim } from '../../../domain/model';
import type { Language } from '../../../domain/copy/language';
import { spanishOf } from './insurer-texts.es';
import { spanishServiceName } from './price-list';

/**
 * The insurer's texts in the language a member asked for (Accept-Language). Each answer that carries such
 * texts says the language they are in (`language`), so the dashboard marks English shown on a Spanish page
 * as English: an object is answered in Spanish only when the insurer has every one of its texts in Spanish,
 * and stays wholly English otherwise.
 */

/** The Spanish of one of the insurer's texts: a service of the price list by its name, else the catalogue. */
const spanish = (english: string): string | null => spanishServiceName(english) ?? spanishOf(english);

/** Each text in Spanish, or null when any of them has no Spanish. */
function allInSpanish(texts: readonly (string | null)[]): (string | null)[] | null {
  const worded = texts.map((text) => (text === null ? null : spanish(text)));
  return worded.every((text, index) => text !== null || texts[index] === null) ? worded : null;
}

/** Texts of one answer in `language` when the insurer has every one of them so, else as they are (English). */
export function textsIn(language: Language, texts: readonly string[]): { readonly texts: readonly string[]; readonly language: Language } {
  const worded = language === 'es' ? allInSpanish(texts) : null;
  return worded === null ? { texts, language: 'en' } : { texts: worded.map((text, index) => text ?? texts[index] ?? ''), language: 'es' };
}

/** A prior authorization or referral: its service's description, the denial reason and what the plan needs. */
export function authorizationIn(language: Language, item: Authorization): Authorization {
  if (language === item.language) return item;
  const worded = language === 'es' ? allInSpanish([item.service.description, item.denialReason, item.informationRequested]) : null;
  if (worded === null) return item;
  const [description, denialReason, informationRequested] = worded;
  return { ...item, service: { ...item.service, description: description ?? item.service.description }, denialReason: denialReason ?? null, informationRequested: informationRequested ?? null, language: 'es' };
}

/** A claim: its status reason, and its lines' descriptions and remarks. */
export function claimIn(language: Language, claim: Claim): Claim {
  if (language === claim.language) return claim;
  const texts = [claim.statusReason, ...claim.serviceLines.flatMap((line) => [line.description, line.remark])];
  const worded = language === 'es' ? allInSpanish(texts) : null;
  if (worded === null) return claim;
  const [statusReason = null, ...lines] = worded;
  return {
    ...claim,
    statusReason,
    serviceLines: claim.serviceLines.map((line, index) => ({ ...line, description: lines[index * 2] ?? line.description, remark: lines[index * 2 + 1] ?? null })),
    language: 'es',
  };
}
