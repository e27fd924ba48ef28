/** Business constants of spec section 9 (and the few numbers sections 2 and 4 state). */

/** Group whose members see the Preventive Care Initiative card. */
export const PCI_GROUP_ID = '10002805';
/** Medicare parent group: the passport-dental find-a-dentist link carries plan=25 for it. */
export const MEDICARE_PARENT_GROUP_ID = '100000075';
export const MEDICARE_FIND_DENTIST_PLAN = '25';
/** Parent group of the City of Portland's groups: their members get the City of Portland card on home. */
export const CITY_OF_PORTLAND_PARENT_GROUP_ID = '100004300';
/** A main-insurer group that gets Summit's reduced menus. */
export const SUMMIT_LIKE_GROUP_ID = '10004760';

/** Toast after copying the subscriber ID. */
export const COPY_TOAST_MS = 5000;
/** Toast after updating the e-mail address. */
export const EMAIL_TOAST_MS = 3000;
/** Welcome toast after registration policies ("You're all set..."), 5 s like the copy toast. */
export const WELCOME_TOAST_MS = 5000;
/** How long a copy button reads COPIED_LABEL. */
export const COPIED_LABEL_MS = 3000;
export const COPIED_LABEL = 'Copied';
/** The next notification shows after the dismiss animation, or after this fallback. */
export const NOTIFICATION_FALLBACK_MS = 1000;

/** access_token and api_token expire 2 hours after being set. */
export const TOKEN_COOKIE_MAX_AGE_MS = 7_200_000;
export const ACCESS_TOKEN_COOKIE = 'access_token';
export const API_TOKEN_COOKIE = 'api_token';
/** Local storage key of the saved token. */
export const LOCAL_TOKEN_KEY = 'local_mdtoken';
/** Paths on which the temporary and access cookies are cleared. */
export const DASHBOARD_PATHS: readonly string[] = [
  '/',
  '/dashboard',
  '/dental/dashboard',
  '/medical/dashboard',
  '/idaho/dashboard',
  '/texas/dashboard',
  '/providence-memberdashboard',
];

/** The primary-care administrative-update banner shows on or before this day. */
export const PRIMARY_CARE_BANNER_END = '2025-03-31';

export const FEATURED_PROGRAMS_MAX = 5;
export const HOME_PROGRAMS_MAX = 6;
export const PROGRAM_NAME_MAX = 25;
export const GROUP_NAME_MAX = 10;

/** Layout breakpoints (px): phone up to 767, tablet 768-1279, desktop from 1280. */
export const PHONE_MAX_WIDTH = 767;
export const TABLET_MIN_WIDTH = 768;
export const DESKTOP_MIN_WIDTH = 1280;

/** Subscriber suffix; every other suffix is a dependant. */
export const SUBSCRIBER_SUFFIX = 0;
/** "Termed eligible" reaches back to the start of the year this many years ago. */
export const TERMED_ELIGIBLE_YEARS = 2;
/** The strict date range reaches back to the start of the day this many years ago. */
export const DATE_RANGE_MAX_YEARS = 2;
export const ADULT_AGE_YEARS = 18;
