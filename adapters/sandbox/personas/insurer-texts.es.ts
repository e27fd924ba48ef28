/**
 * What the sandbox insurer writes in English (authorizations' services, denial reasons and requests for
 * information; claims' service descriptions, remarks and status reasons) in Spanish (US), keyed by the English
 * text: what it answers a member who asks in Spanish. The priced services' Spanish names are in price-list.ts.
 * A text missing here leaves its answer in English, said as such (insurer-language.ts).
 */
export const INSURER_TEXTS_ES: Readonly<Record<string, string>> = {
  // Referrals to a specialty rather than a service
  'Cardiology consultation and follow-up': 'Consulta de cardiología y seguimiento',
  'Pediatric endocrinology visits': 'Consultas de endocrinología pediátrica',
  'Allergy testing and treatment': 'Pruebas y tratamiento de alergias',
  'Ear, nose and throat consultation': 'Consulta de otorrinolaringología',

  // Denial reasons and requests for information
  'Your plan covers 8 physical therapy sessions at first. Your therapist can ask for the other 4 with a report showing your knee is getting better.':
    'Su plan cubre primero 8 sesiones de fisioterapia. Su terapeuta puede pedir las otras 4 con un informe que muestre que su rodilla está mejorando.',
  'We denied this request because your plan covers adalimumab only after you have tried methotrexate for at least 3 months, and your records do not show that you have.':
    'Negamos esta solicitud porque su plan cubre el adalimumab solo después de que haya probado el metotrexato durante al menos 3 meses, y sus registros no muestran que lo haya hecho.',
  'We denied this request because an overnight sleep study in a sleep center is covered after a home sleep test; a home test has not been done yet.':
    'Negamos esta solicitud porque un estudio del sueño de una noche en un centro del sueño se cubre después de una prueba del sueño en casa, y todavía no se ha hecho la prueba en casa.',
  'We denied this request because your dental plan covers implants only after the tooth has been missing for 3 months; the tooth was removed 5 weeks before the request.':
    'Negamos esta solicitud porque su plan dental cubre los implantes solo cuando el diente falta desde hace 3 meses; el diente se extrajo 5 semanas antes de la solicitud.',
  'Notes from Maya’s last two visits with Dr. Patel, which her office has been asked to send.':
    'Las notas de las dos últimas consultas de Maya con la Dra. Patel, que se le pidieron a su consultorio.',

  // Claims: service lines as billed
  'Preventive visit, established patient, age 1-4': 'Visita preventiva, paciente establecido, 1 a 4 años',
  'Preventive visit, established patient, age 5-11': 'Visita preventiva, paciente establecido, 5 a 11 años',
  'Preventive visit, established patient, age 12-17': 'Visita preventiva, paciente establecido, 12 a 17 años',
  'Preventive visit, established patient, age 18-39': 'Visita preventiva, paciente establecido, 18 a 39 años',
  'Preventive visit, established patient, age 40-64': 'Visita preventiva, paciente establecido, 40 a 64 años',
  'Annual wellness visit, subsequent': 'Visita anual de bienestar, posterior',
  'Office visit, established patient, low complexity': 'Consulta, paciente establecido, complejidad baja',
  'Office visit, established patient, moderate complexity': 'Consulta, paciente establecido, complejidad moderada',
  'Office visit, new patient, low complexity': 'Consulta, paciente nuevo, complejidad baja',
  'Urgent care center visit': 'Visita a un centro de atención de urgencia',
  'Telephone evaluation by a physician, 11-20 minutes': 'Evaluación telefónica por un médico, 11 a 20 minutos',
  'Comprehensive metabolic panel': 'Panel metabólico completo',
  'Complete blood count with differential': 'Hemograma completo con diferencial',
  'Lipid panel': 'Perfil de lípidos',
  'Hemoglobin A1c': 'Hemoglobina A1c',
  'Rapid strep test': 'Prueba rápida de estreptococo',
  'Chest X-ray, 2 views': 'Radiografía de tórax, 2 vistas',
  'Ankle X-ray, 3 views': 'Radiografía de tobillo, 3 vistas',
  'Abdominal ultrasound, complete': 'Ecografía abdominal completa',
  'Therapeutic exercise, each 15 minutes': 'Ejercicio terapéutico, cada 15 minutos',
  'Manual therapy, each 15 minutes': 'Terapia manual, cada 15 minutos',
  'Emergency department visit, moderate severity': 'Visita al departamento de emergencias, gravedad moderada',
  'Application of short leg splint': 'Colocación de una férula corta de pierna',
  'Influenza vaccine, quadrivalent, preservative free': 'Vacuna contra la influenza, tetravalente, sin conservantes',
  'Immunization administration, first vaccine': 'Aplicación de inmunización, primera vacuna',
  'Chiropractic manipulation, 1-2 regions': 'Manipulación quiropráctica, 1 o 2 regiones',
  'Tangential biopsy of skin, single lesion': 'Biopsia tangencial de piel, una lesión',
  'Periodic oral evaluation': 'Evaluación oral periódica',
  'Comprehensive oral evaluation': 'Evaluación oral completa',
  'Bitewings, four radiographic images': 'Radiografías de aleta de mordida, cuatro imágenes',
  'Prophylaxis (cleaning), adult': 'Profilaxis (limpieza), adulto',
  'Prophylaxis (cleaning), child': 'Profilaxis (limpieza), niño',
  'Topical application of fluoride varnish': 'Aplicación tópica de barniz de flúor',
  'Sealant, per tooth': 'Sellador, por diente',
  'Resin-based composite, two surfaces, posterior': 'Resina compuesta, dos superficies, diente posterior',
  'Crown, porcelain/ceramic': 'Corona de porcelana o cerámica',
  'External bleaching, per arch': 'Blanqueamiento externo, por arcada',
  'Periodontal scaling and root planing, four or more teeth per quadrant': 'Raspado y alisado radicular periodontal, cuatro o más dientes por cuadrante',
  'Occlusal guard, hard appliance, full arch': 'Protector oclusal, aparato rígido, arcada completa',
  'Endosteal implant, surgical placement': 'Implante endoóseo, colocación quirúrgica',
  'MRI of the lower spine, without contrast': 'Resonancia magnética de la columna lumbar, sin contraste',
  'Genetic test, unlisted molecular pathology': 'Prueba genética, patología molecular no listada',
  'Destruction of benign skin lesions, up to 14': 'Destrucción de lesiones benignas de la piel, hasta 14',
  'Eye exam, established patient, comprehensive': 'Examen de la vista completo, paciente establecido',
  'Frames, purchases': 'Armazones, compra',
  'Lenses, single vision, per pair': 'Lentes monofocales, por par',
  'Atorvastatin calcium 20 mg tablet': 'Atorvastatina cálcica, tableta de 20 mg',
  'Lisinopril 10 mg tablet': 'Lisinopril, tableta de 10 mg',
  'Levothyroxine sodium 50 mcg tablet': 'Levotiroxina sódica, tableta de 50 mcg',
  'Sertraline 50 mg tablet': 'Sertralina, tableta de 50 mg',
  'Metformin hydrochloride 500 mg tablet': 'Clorhidrato de metformina, tableta de 500 mg',
  'Amoxicillin 500 mg capsule, 20 capsules': 'Amoxicilina, cápsula de 500 mg, 20 cápsulas',
  'Albuterol HFA inhaler, 90 mcg per actuation': 'Inhalador de albuterol HFA, 90 mcg por aplicación',
  'Fluticasone propionate nasal spray 50 mcg': 'Propionato de fluticasona en aerosol nasal, 50 mcg',

  // Claims: remarks and status reasons
  'Chiropractic care is limited to 12 visits a plan year.': 'La atención quiropráctica se limita a 12 visitas por año del plan.',
  'This visit is over the plan’s limit of 12 chiropractic visits a plan year.': 'Esta visita pasa del límite del plan de 12 visitas quiroprácticas por año del plan.',
  'Cosmetic services are not covered.': 'Los servicios cosméticos no están cubiertos.',
  'Teeth whitening is cosmetic and not covered by your dental plan.': 'El blanqueamiento dental es cosmético y su plan dental no lo cubre.',
  'Preventive care is covered in full in network.': 'La atención preventiva se cubre por completo dentro de la red.',
  'Applied to your deductible.': 'Se aplicó a su deducible.',
  'You have reached your out-of-pocket maximum: the plan pays the rest of this plan year’s covered care.':
    'Alcanzó su máximo de gastos de bolsillo: el plan paga el resto de la atención cubierta de este año del plan.',
  'Your annual dental maximum has been reached.': 'Alcanzó su máximo dental anual.',
  'Out-of-network provider: you may be billed the amount above the plan allowance.':
    'Proveedor fuera de la red: le pueden cobrar lo que pase del monto que permite el plan.',
  'Reprocessed after the provider sent a corrected claim.': 'Se volvió a procesar después de que el proveedor envió un reclamo corregido.',
  'No coverage on the date of service.': 'Sin cobertura en la fecha del servicio.',
  'No prior authorization on file.': 'No hay una autorización previa registrada.',
  'Not medically necessary.': 'No es médicamente necesario.',
  'Investigational services are not covered.': 'Los servicios en investigación no están cubiertos.',
  'Over the plan’s frequency limit.': 'Pasa del límite de frecuencia del plan.',
  'Not a covered service.': 'No es un servicio cubierto.',
  'This scan needs a prior authorization, and none was on file for it.': 'Este estudio necesita una autorización previa, y no había ninguna registrada.',
  'The records sent do not show that more physical therapy is medically necessary.':
    'Los registros enviados no muestran que más fisioterapia sea médicamente necesaria.',
  'Your plan considers this genetic test investigational, and does not cover it.': 'Su plan considera que esta prueba genética está en investigación y no la cubre.',
  'Removing these skin lesions was cosmetic, and your plan does not cover cosmetic care.':
    'Quitar estas lesiones de la piel fue cosmético, y su plan no cubre la atención cosmética.',
  'The records sent do not show that this ultrasound was medically necessary.': 'Los registros enviados no muestran que esta ecografía fuera médicamente necesaria.',
  'Your plan covers a crown on the same tooth once every 5 years, and this tooth had one 3 years ago.':
    'Su plan cubre una corona en el mismo diente una vez cada 5 años, y este diente tuvo una hace 3 años.',
  'The X-rays sent do not show the bone loss this treatment is covered for.': 'Las radiografías enviadas no muestran la pérdida ósea para la que se cubre este tratamiento.',
  'Your dental plan does not cover night guards.': 'Su plan dental no cubre los protectores nocturnos.',
  'Your dental plan covers implants only after the tooth has been missing for 3 months.': 'Su plan dental cubre los implantes solo cuando el diente falta desde hace 3 meses.',
  'Your coverage had not started on the date of service.': 'Su cobertura no había comenzado en la fecha del servicio.',
  'Your coverage ended before the date of service.': 'Su cobertura terminó antes de la fecha del servicio.',
};

/** Texts with a figure in them: the English pattern and its Spanish wording. */
const PATTERNS_ES: readonly (readonly [RegExp, (...figures: string[]) => string])[] = [
  [/^The plan pays up to \$(\d+(?:\.\d+)?) for frames\.$/, (amount = '') => `El plan paga hasta $${amount} por los armazones.`],
];

/** The Spanish of an English text the insurer writes; null when the insurer has none. */
export function spanishOf(english: string): string | null {
  const known = INSURER_TEXTS_ES[english];
  if (known !== undefined) return known;
  for (const [pattern, word] of PATTERNS_ES) {
    const match = pattern.exec(english);
    if (match !== null) return word(...match.slice(1));
  }
  return null;
}
