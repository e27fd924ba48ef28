/**
 * The sandbox programs' texts in Spanish (US), by program id: what the insurer answers when a member asks for
 * content in Spanish. Names of programs that are brands stay as they are.
 */
export interface ProgramTexts {
  readonly name: string;
  readonly description: string;
  readonly shortDescription: string;
  readonly categories: readonly string[];
}

export const PROGRAM_TEXTS_ES: Readonly<Record<number, ProgramTexts>> = {
  1: {
    name: 'Calculadora de costos',
    description:
      'Compare cuánto cuestan los procedimientos comunes en hospitales y clínicas dentro de la red cerca de usted, según su plan y lo que ya ha pagado este año.',
    shortDescription: 'Sepa cuánto costará su atención antes de ir.',
    categories: ['Médico'],
  },
  4: {
    name: 'ChooseHealthy',
    description:
      'Descuentos de hasta el 25% en atención quiropráctica, acupuntura, masoterapia y productos para hacer ejercicio a través de la red de ChooseHealthy.',
    shortDescription: 'Descuentos para miembros en atención complementaria y ejercicio.',
    categories: ['Médico', 'Bienestar'],
  },
  7: {
    name: 'Visión suplementaria',
    description: 'Un monto adicional para anteojos y descuentos en cirugía LASIK con proveedores de la vista participantes.',
    shortDescription: 'Más para anteojos y lentes de contacto.',
    categories: ['Visión'],
  },
  8: {
    name: 'Médico por mensaje de texto',
    description:
      'Envíe un mensaje de texto seguro a un médico certificado por la junta en cualquier momento, de día o de noche, por afecciones comunes como resfriados, sarpullidos e infecciones urinarias. Sin copago.',
    shortDescription: 'Atención las 24 horas por mensaje de texto.',
    categories: ['Médico'],
  },
  13: {
    name: 'Llame a una enfermera',
    description:
      'Enfermeras registradas responden sus preguntas de salud las 24 horas del día, los siete días de la semana, y le ayudan a decidir dónde recibir atención.',
    shortDescription: 'Hable con una enfermera registrada las 24 horas, todos los días.',
    categories: ['Médico'],
  },
  15: {
    name: 'Visión suplementaria plus',
    description: 'Un monto adicional para anteojos cada 12 meses para los miembros que tienen visión suplementaria.',
    shortDescription: 'Un monto adicional para anteojos cada año.',
    categories: ['Visión'],
  },
  27: {
    name: 'Passport dental',
    description:
      'Atención dental mientras viaja fuera de los Estados Unidos: consulte a cualquier dentista con licencia, pague y envíenos un recibo detallado cuando regrese.',
    shortDescription: 'Cobertura dental cuando viaja al extranjero.',
    categories: ['Dental'],
  },
  33: {
    name: 'Calculadora de costos dentales',
    description:
      'Calcule cuánto le tocaría pagar por procedimientos dentales comunes, desde limpiezas hasta coronas, con el coseguro de su plan y lo que le queda de su máximo.',
    shortDescription: 'Calcule sus costos dentales.',
    categories: ['Dental'],
  },
  36: {
    name: 'Terapia móvil',
    description:
      'Terapeutas con licencia por video, teléfono o mensajes, por lo general en un plazo de tres días. Las primeras cuatro sesiones de cada año del plan no tienen copago.',
    shortDescription: 'Consejería desde su teléfono.',
    categories: ['Médico', 'Salud mental'],
  },
  37: {
    name: 'Beneficios de farmacia de Navitus',
    description:
      'Navitus Health Solutions administra sus beneficios de farmacia: busque una farmacia, consulte el formulario (la lista de medicamentos cubiertos) y vea los precios de sus medicamentos.',
    shortDescription: 'Beneficios de farmacia a través de Navitus.',
    categories: ['Farmacia'],
  },
  41: {
    name: 'Active&Fit Direct',
    description: 'Hágase socio de un gimnasio participante por $28 al mes. Incluye miles de videos de ejercicio a pedido.',
    shortDescription: 'Membresía de gimnasio a bajo costo.',
    categories: ['Bienestar'],
  },
  92: {
    name: 'Buscar un dentista',
    description: 'Busque en la red dental por ubicación, especialidad e idioma.',
    shortDescription: 'Busque dentistas dentro de la red.',
    categories: ['Dental'],
  },
  93: {
    name: 'Reclamos digitales',
    description: 'Envíe un reclamo por atención que pagó usted mismo: solo suba una foto de su recibo detallado.',
    shortDescription: 'Envíe un reclamo desde su teléfono.',
    categories: ['Médico', 'Dental'],
  },
  94: {
    name: 'Aliados de salud mental',
    description:
      'Un coordinador de atención le ayuda a encontrar un proveedor de salud mental o de tratamiento por consumo de sustancias que tenga citas disponibles, y le acompaña durante todo su tratamiento.',
    shortDescription: 'Ayuda personal para encontrar atención de salud mental.',
    categories: ['Salud mental'],
  },
  97: {
    name: 'Silver&Fit',
    description:
      'Membresías de gimnasio, kits de ejercicio para el hogar y clases de envejecimiento saludable para miembros de Medicare, sin costo adicional.',
    shortDescription: 'Ejercicio para miembros de Medicare.',
    categories: ['Bienestar'],
  },
};
