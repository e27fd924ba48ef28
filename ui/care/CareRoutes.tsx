import type { ReactElement } from 'react';
/** Find care, primary care, claims, EOBs and Navitus pages (spec section 2). */
export const careRoutes: ReactElement[] = [];
