import type { Translation } from '../../domain/copy/language';
import type { LANGUAGE_ASSISTANCE_COPY } from './language-assistance-copy';

/** Spanish (US) for language-assistance-copy.ts. */
export const LANGUAGE_ASSISTANCE_COPY_ES: Translation<typeof LANGUAGE_ASSISTANCE_COPY> = {
  heading: 'Asistencia con idiomas',
  intro: (brand: string) =>
    `${brand} ofrece ayuda gratuita a los miembros que hablan un idioma distinto del inglés: intérpretes calificados e información escrita en otros idiomas. También ofrecemos ayudas gratuitas a las personas con discapacidades, como intérpretes de lenguaje de señas e información en letra grande, en audio o en otros formatos.`,
  howToAsk: 'Para pedir cualquiera de estos servicios, llámenos al',
  tty: 'TTY: 711',
  taglinesHeading: 'Ayuda gratuita en su idioma',
  nondiscriminationHeading: 'No discriminamos',
  nondiscrimination: (brand: string) =>
    `${brand} cumple con las leyes federales de derechos civiles aplicables y no discrimina por motivos de raza, color, origen nacional, edad, discapacidad o sexo. Si cree que no le hemos dado estos servicios o que lo hemos discriminado de otra manera, puede presentarnos una queja formal, o presentar una queja ante la Oficina de Derechos Civiles del Departamento de Salud y Servicios Humanos de los EE. UU.`,
  fullStatement: 'Lea nuestra declaración completa de no discriminación',
};
