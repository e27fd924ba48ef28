import type { Translation } from '../../domain/copy/language';
import type { GROUP_CARDS_COPY } from './group-cards-copy';

/** Spanish (US) for group-cards-copy.ts. */
export const GROUP_CARDS_COPY_ES: Translation<typeof GROUP_CARDS_COPY> = {
  preventiveCareTitle: 'Iniciativa de Atención Preventiva',
  preventiveCareText:
    'La Iniciativa de Atención Preventiva de su empleador cubre su chequeo anual, las pruebas de detección recomendadas y las vacunas sin costo cuando consulta a un proveedor dentro de la red.',
  preventiveCareLink: 'Buscar atención cerca de usted',

  cityOfPortland: 'City of Portland',
  cityOfPortlandTitle: (employer: string) => `Defensor de salud de ${employer}`,
  cityOfPortlandDue: (dueDate: string) => `Año del plan 2026-2027: la fecha límite de sus trámites de inscripción es el ${dueDate}.`,
  cityOfPortlandUnavailable: 'La información de su fecha límite no está disponible en este momento. Comuníquese con su defensor para obtener ayuda.',
  cityOfPortlandContact: (employer: string) => `Su defensor puede responder sus preguntas sobre su plan de ${employer}:`,
  cityOfPortlandPhone: '503-555-0143',
  cityOfPortlandEmail: 'cityofportland.advocate@cascadehealth.example.com',

  providenceDentalTitle: 'Providence Dental',
  providenceDentalText: 'Busque un dentista en la red dental de Providence, o llámenos y le ayudaremos a encontrar uno.',
  providenceDentalDirectory: 'Directorio de proveedores dentales (PDF)',
  providenceDentalDirectoryHref: '/documents/providence-dental-directory.pdf',
  providenceDentalPhone: '1-800-555-0155',
};
