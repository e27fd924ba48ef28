import type { Translation } from '../../domain/copy/language';
import type { COMPONENTS_COPY } from './components-copy';

/** Spanish (US) for components-copy.ts. */
export const COMPONENTS_COPY_ES: Translation<typeof COMPONENTS_COPY> = {
  opensInNewTab: '(se abre en una pestaña nueva)',
  dismiss: 'Cerrar aviso',
  datePlaceholder: 'mm/dd/aaaa',
  edit: 'Editar',
  save: 'Guardar',
  cancel: 'Cancelar',
  show: 'Mostrar',
  hide: 'Ocultar',
  close: 'Cerrar',
  loading: 'Cargando',
  met: 'Alcanzado',
  remaining: 'Restante',
  saving: 'Guardando',
  working: 'Procesando',
  alertTypes: { info: 'Información', success: 'Listo', warning: 'Advertencia', error: 'Error' },
  errorSummary: 'Hay un problema',
  attaching: (fileName: string) => `Adjuntando ${fileName}`,
  attachedList: 'Archivos adjuntos',
  removeFile: (fileName: string) => `Quitar ${fileName}`,
  fileSize: (megabytes: string) => `${megabytes} MB`,
  dismissAlert: (title) => `Cerrar aviso: ${title}`,
};
