import type { Translation } from '../../domain/copy/language';
import type { LOGOUT_COPY } from './logout-copy';

/** Spanish (US) for logout-copy.ts. */
export const LOGOUT_COPY_ES: Translation<typeof LOGOUT_COPY> = {
  heading: 'Cerró sesión correctamente',
  body: 'Cerró sesión en su Member Dashboard dental. ¿Adónde desea ir ahora?',
  linksLabel: 'Adónde ir ahora',
  parentDashboard: { label: 'Volver a su panel de miembro de Providence', href: 'https://healthplans.providence.example.com/members' },
  customerService: { label: 'Servicio al Cliente dental', href: '/contact-us' },
  healthPlanCustomerService: {
    label: 'Servicio al Cliente del plan de salud',
    href: 'https://healthplans.providence.example.com/contact-us',
  },
  loggingOut: 'Cerrando su sesión',
};
