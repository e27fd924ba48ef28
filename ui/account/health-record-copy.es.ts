import type { Translation } from '../../domain/copy/language';
import type { HEALTH_RECORD_COPY } from './health-record-copy';

/** Spanish (US) for health-record-copy.ts. */
export const HEALTH_RECORD_COPY_ES: Translation<typeof HEALTH_RECORD_COPY> = {
  heading: 'Descargar mis datos',
  intro: 'Guarde una copia de los registros de su plan de salud en un solo archivo, para conservarla o dársela a una aplicación de salud que usted elija.',
  link: 'Descargar una copia de sus datos',
  contentsTitle: 'Qué contiene el archivo',
  contentsClaims: 'Sus reclamos, cada uno con su explicación de beneficios: lo que se facturó, lo que pagó el plan y lo que usted debe',
  contentsCoverage: 'Su cobertura: médica, dental, de la vista y de farmacia',
  contentsAuthorizations: 'Sus autorizaciones previas y referidos',
  contentsMembers: 'Su nombre, fecha de nacimiento e identificación de miembro tal como los tiene el plan',
  whose: 'El archivo del suscriptor contiene los registros de todos los miembros del plan, tal como los muestran las páginas de reclamos. El archivo de un dependiente contiene los suyos.',
  formatTitle: 'El formato',
  format:
    'El archivo es un Bundle de FHIR R4 en JSON, según el estándar CARIN Blue Button que usan los planes de salud de EE. UU. para reclamos y cobertura (y Da Vinci PDex para autorizaciones previas).',
  useTitle: 'Cómo usarlo con una aplicación',
  use: 'Las aplicaciones de registros de salud que leen FHIR pueden importarlo: en la aplicación, elija agregar registros desde un archivo y luego seleccione este archivo.',
  keepSafe: 'Guarde el archivo en un lugar seguro. Contiene su información de salud y cualquier persona que lo tenga puede leerlo.',
  button: 'Descargar mis datos',
  preparing: 'Preparando su archivo',
  saved: (fileName: string) => `Se guardó ${fileName}. Contiene:`,
  members: 'Miembros',
  coverages: 'Coberturas',
  claims: 'Reclamos',
  authorizations: 'Autorizaciones previas y referidos',
  referrals: 'Referidos a especialistas',
};
