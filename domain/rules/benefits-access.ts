import type { BenefitCategory } from './benefit-categories';
import { eligibleCategories, hasActiveOrFutureEligibility } from './eligibility-status';
import { benefitsMenu, type MenuFacts } from './menus';

/**
 * Which benefits pages a member may open (spec sections 2 and 6). Without active or future eligibility,
 * none (the member goes home). Category pages need the category; Summary is always there; Medicare
 * Materials always opens (a member without materials is told why, spec section 8); the other pages follow
 * the benefits menu, the Certificate of Coverage wherever the documents entry (handbooks or certificate) is.
 */
export function benefitsPageAllowed(page: BenefitCategory, facts: MenuFacts): boolean {
  if (!hasActiveOrFutureEligibility(facts.viewer, facts.today)) return false;
  switch (page) {
    case 'Medical':
    case 'Dental':
    case 'Vision':
    case 'Pharmacy':
      return eligibleCategories(facts.viewer, facts.today).includes(page);
    case 'Summary':
    case 'Medicare Materials':
      return true;
    case 'Certificate of Coverage':
    case 'Member Handbooks':
      return benefitsMenu(facts).some((item) => item.category === 'Member Handbooks' || item.category === 'Certificate of Coverage');
    default:
      return benefitsMenu(facts).some((item) => item.category === page);
  }
}
