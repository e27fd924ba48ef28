import { localized } from '../../domain/copy/localized';

/** The cards on /home that only some members see: the Preventive Care Initiative, the City of Portland, Providence Dental. */
export const GROUP_CARDS_COPY = localized('GROUP_CARDS_COPY', {
  preventiveCareTitle: 'Preventive Care Initiative',
  preventiveCareText:
    'Your employer’s Preventive Care Initiative covers your yearly checkup, recommended screenings and immunizations at no cost when you see an in-network provider.',
  preventiveCareLink: 'Find care near you',

  cityOfPortland: 'City of Portland',
  cityOfPortlandTitle: (employer: string) => `${employer} Health Advocate`,
  cityOfPortlandDue: (dueDate: string) => `Plan year 2026-2027: your enrollment items are due by ${dueDate}.`,
  cityOfPortlandUnavailable: 'Your due date information is unavailable right now. Please contact your advocate for help.',
  cityOfPortlandContact: (employer: string) => `Your advocate can answer questions about your ${employer} plan:`,
  cityOfPortlandPhone: '503-555-0143',
  cityOfPortlandEmail: 'cityofportland.advocate@cascadehealth.example.com',

  providenceDentalTitle: 'Providence Dental',
  providenceDentalText: 'Find a dentist in the Providence dental network, or call us and we will help you find one.',
  providenceDentalDirectory: 'Dental provider directory (PDF)',
  providenceDentalDirectoryHref: '/documents/providence-dental-directory.pdf',
  providenceDentalPhone: '1-800-555-0155',
} as const);
