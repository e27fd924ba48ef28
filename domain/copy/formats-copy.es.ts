import type { FORMATS_COPY } from './formats-copy';
import type { Translation } from './language';

/** Spanish (US) for formats-copy.ts. */
export const FORMATS_COPY_ES: Translation<typeof FORMATS_COPY> = {
  monthNames: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  longDate: (month: string, day: number, year: string) => `${day} de ${month} de ${year}`,
  time: (hour: number, minutes: string, morning: boolean) => `${hour}:${minutes} ${morning ? 'a. m.' : 'p. m.'}`,
  dateAndTime: (date: string, time: string) => `${date}, ${time}`,
};
