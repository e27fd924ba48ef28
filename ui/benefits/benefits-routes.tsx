import { Route } from 'wouter';
import { lazyPage } from '../app/lazy-page';

/**
 * Benefits, history, dental detail, passport dental and ID card pages (spec section 2). The app's core, which
 * every member page downloads, carries one lazy import for the whole section rather than one (with its list
 * of chunks to preload) per page: the section's route table (BenefitsPages.tsx) loads with the first visit
 * to one of its paths, and then the page.
 */
const BenefitsPages = lazyPage(() => import('./BenefitsPages'));

/**
 * Every path BenefitsPages answers, the handbooks paths of every brand included (all below /benefits).
 * Case-insensitive, as wouter matches the pages' own patterns.
 */
const BENEFITS_PATHS = /^\/(?:benefits|history|services|details|passport-dental|id-card)(?:\/.*)?$/i;

export const benefitsRoutes = [<Route key="benefits" path={BENEFITS_PATHS} component={BenefitsPages} />];
