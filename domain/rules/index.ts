/** The domain's rules, one import for the application and the UI. */
export * from './benefit-categories';
export * from './brands';
export * from './constants';
export * from './eligibility-status';
export * from './error-catalogue';
export * from './family-eligibility';
export * from './formats';
export * from './home-banners';
export * from './limits';
export * from './menus';
export * from './network-tiers';
export * from './post-login-routing';
export * from './primary-care';
export * from './programs';
export * from './token-claims';
export * from './validators';
export { isoDay } from './dates';
export * from '../copy';
