import { localized } from './localized';

/**
 * How dates read in words ('March 31, 2025' in English, '31 de marzo de 2025' in Spanish) and times of day.
 * Dates in figures stay mm/dd/yyyy in every language: it is how members type them in the date fields.
 */
export const FORMATS_COPY = localized('FORMATS_COPY', {
  monthNames: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
  longDate: (month: string, day: number, year: string) => `${month} ${day}, ${year}`,
  /** 'h:mm AM'. */
  time: (hour: number, minutes: string, morning: boolean) => `${hour}:${minutes} ${morning ? 'AM' : 'PM'}`,
  dateAndTime: (date: string, time: string) => `${date}, ${time}`,
} as const);
