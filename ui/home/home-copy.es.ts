import type { Translation } from '../../domain/copy/language';
import type { HOME_COPY } from './home-copy';

/** Spanish (US) for home-copy.ts. The NOTICES_COPY texts the English file takes are translated here. */
export const HOME_COPY_ES: Translation<typeof HOME_COPY> = {
  welcome: (firstName: string) => `${firstName}, le damos la bienvenida a su Member Dashboard`,
  subscriberIdLabel: 'ID del suscriptor',
  copy: 'Copiar',
  copied: 'Copiado',
  copyButtonLabel: 'Copiar el ID del suscriptor',
  copiedToast: 'Se copió el ID del suscriptor',
  copyFailed: 'No pudimos copiar su ID del suscriptor. Selecciónelo y cópielo usted mismo.',
  loadingDashboard: 'Cargando su Member Dashboard',

  primaryCareBannerTitle: 'Actualización de atención primaria',
  expiringApprovalsTitle: 'Aprobaciones que vencen pronto',
  expiringApprovalFor: (member: string, endDate: string) => ` para ${member}: aprobación válida hasta el ${endDate}`,
  expiringApprovalsLink: 'Ver sus autorizaciones',
  primaryCareBannerText:
    'Estamos actualizando nuestros registros de atención primaria. Hasta el 31 de marzo de 2025, un cambio de su proveedor de atención primaria puede tardar unos días más en aparecer en su Member Dashboard.',

  planManagementTitle: 'Su plan individual',
  cancelPlanButton: 'Cancelar plan',
  cancelledToast: 'Recibimos la cancelación de su plan.',

  ebillAlertTitle: 'Elimine el papel con eBill',
  ebillAlertText: 'Vea y pague sus facturas de la prima en línea, y reciba un recordatorio cuando una factura esté lista.',
  ebillAlertLink: 'Configurar eBill',

  primaryCareTitle: 'Atención primaria',
  primaryCareWarning: 'Seleccione dónde recibe atención primaria',
  selectPrimaryCare: 'Seleccionar atención primaria',
  primaryCareProviderLabel: 'Su proveedor de atención primaria',
  primaryCareChange: 'Ver atención primaria',

  memberInformationTitle: 'Información del miembro',
  nameLabel: 'Nombre',
  groupNumberLabel: 'Número de grupo',
  groupNameLabel: 'Nombre del grupo',
  insuranceTypeLabel: 'Tipo de seguro',
  downloadIdCard: 'Descargar tarjeta de identificación',
  downloadingIdCard: 'Preparando su tarjeta de identificación',
  moreIdCardOptions: 'Más opciones de tarjeta de identificación',

  dentalLimitTitle: 'Beneficios dentales',
  dentalLimitLabel: (limitType: string, networkTier: string) => `${limitType}, ${networkTier}`,
  dentalBenefitsLink: 'Ver beneficios dentales',

  programsTitle: 'Sus programas',
  viewAllPrograms: 'Ver todos los programas',
  noPrograms: 'Por ahora no hay programas destacados para su plan.',

  phoneLabel: 'Teléfono',
  emailLabel: 'Correo electrónico',
};
