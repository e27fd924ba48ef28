import type { ReactElement } from 'react';
/** Benefits, history, dental detail, passport dental and ID card pages (spec section 2). */
export const benefitsRoutes: ReactElement[] = [];
