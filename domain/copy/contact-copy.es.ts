import type { CONTACT_DIRECTORY_COPY } from './contact-copy';
import type { Translation } from './language';

/** Spanish (US) for contact-copy.ts. */
export const CONTACT_DIRECTORY_COPY_ES: Translation<typeof CONTACT_DIRECTORY_COPY> = {
  titles: {
    accountAccess: 'Acceso a su cuenta',
    medical: 'Médico',
    dental: 'Dental',
    pharmacy: 'Farmacia',
    medicareAdvantage: 'Medicare Advantage',
    medicarePharmacy: 'Farmacia de Medicare',
    tty: 'TTY',
    customerService: 'Servicio al Cliente',
  },
  lines: { phone: 'Teléfono', texas: 'Texas', call: 'Llame al' },
  hours: {
    weekdays: 'De lunes a viernes, de 7:30 a. m. a 5:30 p. m., hora del Pacífico',
    medicare: [
      'Del 15 de febrero al 30 de septiembre: de lunes a viernes, de 7 a. m. a 8 p. m., hora del Pacífico',
      'Del 1 de octubre al 14 de febrero: los siete días de la semana, de 7 a. m. a 8 p. m., hora del Pacífico',
    ],
    summit: [
      'Del 1 de octubre al 31 de marzo: los siete días de la semana, de 7 a. m. a 8 p. m., hora del Pacífico',
      'Del 1 de abril al 30 de septiembre: de lunes a viernes, de 7 a. m. a 8 p. m., hora del Pacífico',
    ],
  },
};
