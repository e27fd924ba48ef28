import type { Translation } from '../../domain/copy/language';
import type { ACCESSIBILITY_COPY } from './accessibility-copy';

/** Spanish (US) for accessibility-copy.ts. */
export const ACCESSIBILITY_COPY_ES: Translation<typeof ACCESSIBILITY_COPY> = {
  heading: 'Declaración de accesibilidad',
  intro: (brand: string): string =>
    `${brand} quiere que todos los miembros puedan usar el Member Dashboard, sean cuales sean sus capacidades y el dispositivo, navegador o tecnología de asistencia que usen.`,
  standardHeading: 'La norma que cumplimos',
  standard:
    'El Member Dashboard está creado y probado para cumplir las Pautas de Accesibilidad para el Contenido Web (WCAG) 2.2 en el nivel AA. Eso incluye el nivel AA de las WCAG 2.1, el nivel que la norma de la Sección 504 del Departamento de Salud y Servicios Humanos de los EE. UU. exige a los planes de salud.',
  testingHeading: 'Cómo hacemos las pruebas',
  testing: [
    'Cada página se revisa de forma automática, para cada una de nuestras marcas, en una pantalla del tamaño de un teléfono y en una de computadora, y con los menús, cuadros de diálogo y errores de formulario a la vista.',
    'Los recorridos de los miembros (iniciar sesión, beneficios, reclamos, la tarjeta de identificación) se prueban usando solo el teclado.',
    'Las páginas se revisan a 320 píxeles de ancho, con mayor espaciado del texto, en el modo de alto contraste de Windows y con las animaciones desactivadas.',
    'Estamos agregando a cada versión una revisión hecha por una persona con lectores de pantalla: NVDA con un navegador basado en Chromium en Windows y VoiceOver con Safari en dispositivos Apple.',
  ],
  limitsHeading: 'Lo que quizás aún no funcione',
  limits:
    'Es posible que los documentos que le enviamos desde otros sistemas, como algunos documentos del plan en PDF, no cumplan la misma norma. Si necesita un documento en otro formato (letra grande, braille, audio o un PDF accesible), pídanoslo y se lo enviaremos sin costo.',
  reportHeading: 'Reportar una barrera',
  report:
    'Si algo en el Member Dashboard le resulta difícil o imposible de usar, díganoslo. Indique en qué página estaba, qué intentaba hacer y, si usa alguna, qué tecnología de asistencia. Le ayudaremos a obtener la información o a terminar la tarea de otra manera mientras lo corregimos.',
  phone: 'Llame al',
  tty: 'TTY: llame al 711',
  email: 'Correo electrónico',
  contactUs: 'Otras formas de comunicarse con nosotros',
  homeLink: 'Volver al inicio',
  loginLink: 'Volver al inicio de sesión',
};
