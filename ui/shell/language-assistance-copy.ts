import { localized } from '../../domain/copy/localized';

/**
 * Words of the language assistance page (/language-assistance), linked from every page's footer: free
 * language help and other aids, the taglines (domain/copy/taglines.ts), and the plan's nondiscrimination
 * notice in short, with its full statement.
 */
export const LANGUAGE_ASSISTANCE_COPY = localized('LANGUAGE_ASSISTANCE_COPY', {
  heading: 'Language assistance',
  intro: (brand: string) =>
    `${brand} gives free help to members who speak a language other than English: qualified interpreters, and information written in other languages. We also give free aids to people with disabilities, such as sign language interpreters and information in large print, audio or other formats.`,
  howToAsk: 'To ask for any of these, call us at',
  tty: 'TTY: 711',
  taglinesHeading: 'Free help in your language',
  nondiscriminationHeading: 'We do not discriminate',
  nondiscrimination: (brand: string) =>
    `${brand} complies with applicable federal civil rights laws and does not discriminate on the basis of race, color, national origin, age, disability or sex. If you believe we have failed to give these services or discriminated in another way, you can file a grievance with us, or a complaint with the U.S. Department of Health and Human Services, Office for Civil Rights.`,
  fullStatement: 'Read our full nondiscrimination statement',
} as const);
