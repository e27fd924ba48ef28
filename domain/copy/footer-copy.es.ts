import type { FOOTER_COPY } from './footer-copy';
import type { Translation } from './language';

/** Spanish (US) for footer-copy.ts. */
export const FOOTER_COPY_ES: Translation<typeof FOOTER_COPY> = {
  privacyCenter: 'Centro de privacidad',
  accessibility: 'Accesibilidad',
  languageAssistance: 'Asistencia con idiomas',
  nondiscrimination: 'Declaración de no discriminación',
  termsOfCoverage: 'Su cobertura está sujeta a los términos, límites y exclusiones de los documentos de su plan.',
  offeredBy: {
    1: 'Los planes de Cascade Health & Dental los ofrecen Cascade Health Plan, Inc. y Cascade Dental Care, Inc.',
    2: 'Cascade Health Plan, Inc. administra los planes de Summit Health en nombre de Summit Health.',
    5: 'Cascade Dental Care, Inc. administra los planes dentales de los miembros de Providence Health Plan.',
  },
};
