import type { Translation } from '../../domain/copy/language';
import type { CHAT_COPY, CONTACT_COPY, ERROR_PAGE_UI_COPY, SHELL_COPY } from './shell-copy';

/** Spanish (US) for shell-copy.ts. */
export const SHELL_COPY_ES: Translation<typeof SHELL_COPY> = {
  skipToContent: 'Saltar al contenido principal',
  dashboardName: 'Member Dashboard',
  primaryNavLabel: 'Principal',
  utilityNavLabel: 'Utilidades',
  bottomNavLabel: 'Accesos rápidos',
  siteMapLabel: 'Mapa del sitio',
  menuButton: 'Menú',
  closeMenu: 'Cerrar menú',
  greeting: (firstName: string): string => `Hola, ${firstName}`,
  groupSelectorCaption: 'Plan',
  groupSelectorHint: 'Cambiar de plan',
  groupSelectorListLabel: 'Sus planes',
  currentPlan: 'Plan actual',
  inactivePlan: 'Plan inactivo',
  switchingPlan: 'Cambiando de plan…',
  loadingPage: 'Cargando la página',
  loadingAccount: 'Cargando su cuenta',
  alertsLabel: 'Alertas',
  footerLinksLabel: 'Aviso legal y privacidad',
  accreditationLabel: 'Acreditación',
  copyright: (year: number, holder: string): string => `© ${year} ${holder}. Todos los derechos reservados.`,
};

export const CHAT_COPY_ES: Translation<typeof CHAT_COPY> = {
  launcher: 'Chatee con nosotros',
  panelTitle: 'Chat con Servicios para Miembros',
  connecting: 'Le estamos conectando con un asesor de Servicios para Miembros…',
  cannotConnect: 'El chat aún no se ha conectado. Si no se conecta en un momento, llámenos: con gusto le ayudamos por teléfono.',
  callLabel: 'Llamar a Servicios para Miembros',
  tty: 'Si usa TTY, llame al 711',
  close: 'Cerrar el chat',
};

export const CONTACT_COPY_ES: Translation<typeof CONTACT_COPY> = {
  contactUsHeading: 'Contáctenos',
  customerServiceHeading: 'Servicio al Cliente',
  intro: 'Estamos aquí para ayudarle. Elija el equipo que corresponde a su pregunta.',
  memberIntro: '¿Tiene preguntas sobre su cobertura, sus reclamos o su cuenta? Comuníquese con el equipo adecuado a continuación.',
  phone: 'Teléfono',
  email: 'Correo electrónico',
  hours: 'Horario',
  ttyHint: '¿Es sordo o tiene problemas de audición o del habla? Llame al 711 (TTY).',
  subscriberIdHint: (subscriberId: string): string => `Tenga a mano su ID de suscriptor cuando llame: ${subscriberId}`,
  holidayHeading: 'Cierres por días festivos',
  holidayUnavailable: 'El calendario de días festivos no está disponible en este momento. Nuestras líneas telefónicas anuncian cualquier cierre.',
  loadingContacts: 'Cargando la información de contacto',
};

export const ERROR_PAGE_UI_COPY_ES: Translation<typeof ERROR_PAGE_UI_COPY> = {
  tipsHeading: 'Cosas que puede intentar',
};
