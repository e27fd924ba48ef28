import type { AgeRange, ClassSharing, MemberCostSharing, PlanCostSharing, PricedService, ProviderPrice, SharingClass } from '../../../domain/model';
import type { Language } from '../../../domain/copy/language';
import type { DentalPreset, MedicalPreset } from './plan-catalogue';
import { matchesServiceSearch, serviceSearchWords } from '../../../domain/rules/cost-estimate';
import { milesBetween, patientsSeenBy, PROVIDER_DIRECTORY, zipCentroid } from './provider-directory';
import { stableHash } from './stable-hash';

/**
 * The sandbox insurer's price list: about eighty common medical (CPT, HCPCS) and dental (CDT) services, each
 * with a negotiated rate at every in-network provider that performs it: the clinicians of the primary care
 * directory and the labs, imaging centres, urgent cares, emergency departments, therapists, surgery
 * centres and dental offices below. The claims the sandbox builds allow these same rates in network
 * (claims-builder.ts), so that an estimate and the claim that follows it agree.
 */

/** Where a service is performed: which providers offer it. */
type Setting =
  | 'primary-care'
  | 'adult-primary-care'
  | 'child-primary-care'
  | 'lab'
  | 'imaging'
  | 'urgent-care'
  | 'emergency'
  | 'therapy'
  | 'dermatology'
  | 'surgery'
  | 'dental'
  | 'child-dental'
  | 'behavioral'
  | 'sleep'
  | 'medical-supply'
  | 'specialty-pharmacy'
  | 'reproductive';

interface ServiceRow {
  readonly service: PricedService;
  /** The service's name in Spanish, which the search knows as well as the English one. */
  readonly spanishName: string;
  /** Other words members use for it, in English and Spanish ('MRI', 'resonancia'). */
  readonly keywords: readonly string[];
  readonly setting: Setting;
  /** The typical negotiated rate; each provider's is within about 18% of it. */
  readonly baseRate: number;
}

type Names = readonly [english: string, spanish: string, keywords?: readonly string[]];

/** The ages a service is meant for, by code (the rest are for any age). */
const AGES: Readonly<Record<string, AgeRange>> = {
  '99392': { from: 1, to: 4 },
  '99393': { from: 5, to: 11 },
  '99394': { from: 12, to: 17 },
  '99395': { from: 18, to: 39 },
  '99396': { from: 40, to: 64 },
  G0439: { from: 65, to: null },
  // CDT: a child's cleaning through age 13, an adult's from 14.
  D1120: { from: 0, to: 13 },
  D1110: { from: 14, to: null },
};

const medical = (code: string, [name, spanishName, keywords = []]: Names, sharingClass: SharingClass, setting: Setting, baseRate: number): ServiceRow => ({
  service: { code, codeSystem: /^\d/.test(code) ? 'CPT' : 'HCPCS', name, category: 'medical', sharingClass, language: 'en', ages: AGES[code] ?? null },
  spanishName,
  keywords,
  setting,
  baseRate,
});
const dental = (code: string, [name, spanishName, keywords = []]: Names, sharingClass: SharingClass, setting: Setting, baseRate: number): ServiceRow => ({
  service: { code, codeSystem: 'CDT', name, category: 'dental', sharingClass, language: 'en', ages: AGES[code] ?? null },
  spanishName,
  keywords,
  setting,
  baseRate,
});

const MRI = ['magnetic resonance', 'resonancia magnética', 'RM'];
const CT = ['CAT scan', 'tomografía', 'TAC', 'escáner'];
const XRAY = ['xray', 'x ray', 'radiografía', 'rayos X'];
const CLEANING = ['teeth cleaning', 'dental cleaning', 'prophylaxis', 'limpieza dental', 'limpieza de dientes', 'profilaxis'];

/**
 * The one list of services the sandbox insurer knows: the price list searches it, and the prior authorizations
 * (authorizations-builder.ts) and claims (claims-builder.ts) name its services, so that every service a member
 * was approved for or billed for in network can be estimated.
 */
export const PRICED_SERVICES: readonly ServiceRow[] = [
  medical('99213', ['Office visit, established patient (low complexity)', 'Consulta, paciente establecido (complejidad baja)', ['doctor visit', 'consulta médica', 'cita']], 'primary-care-visit', 'primary-care', 112),
  medical('99214', ['Office visit, established patient (moderate complexity)', 'Consulta, paciente establecido (complejidad moderada)', ['doctor visit', 'consulta médica', 'cita']], 'primary-care-visit', 'primary-care', 160),
  medical('99203', ['Office visit, new patient (low complexity)', 'Consulta, paciente nuevo (complejidad baja)', ['doctor visit', 'consulta médica', 'cita']], 'primary-care-visit', 'primary-care', 145),
  medical('99204', ['Office visit, new patient (moderate complexity)', 'Consulta, paciente nuevo (complejidad moderada)', ['doctor visit', 'consulta médica', 'cita']], 'primary-care-visit', 'primary-care', 215),
  medical('99442', ['Telephone visit with a doctor (11-20 minutes)', 'Consulta telefónica con un médico (11 a 20 minutos)', ['virtual visit', 'telemedicina']], 'virtual-visit', 'primary-care', 58),
  medical('99392', ['Well-child checkup (age 1-4)', 'Control del niño sano (1 a 4 años)', ['checkup', 'chequeo']], 'preventive', 'child-primary-care', 128),
  medical('99393', ['Well-child checkup (age 5-11)', 'Control del niño sano (5 a 11 años)', ['checkup', 'chequeo']], 'preventive', 'child-primary-care', 138),
  medical('99394', ['Well-child checkup (age 12-17)', 'Control del niño sano (12 a 17 años)', ['checkup', 'chequeo']], 'preventive', 'child-primary-care', 148),
  medical('99395', ['Annual physical (age 18-39)', 'Examen físico anual (18 a 39 años)', ['checkup', 'chequeo']], 'preventive', 'adult-primary-care', 162),
  medical('99396', ['Annual physical (age 40-64)', 'Examen físico anual (40 a 64 años)', ['checkup', 'chequeo']], 'preventive', 'adult-primary-care', 180),
  medical('G0439', ['Annual wellness visit (age 65 and over)', 'Visita anual de bienestar (65 años o más)', ['checkup', 'chequeo']], 'preventive', 'adult-primary-care', 175),
  medical('90686', ['Flu shot', 'Vacuna contra la gripe', ['influenza vaccine', 'influenza']], 'preventive', 'primary-care', 26),
  medical('90471', ['Vaccine administration', 'Aplicación de una vacuna', ['shot', 'inyección']], 'preventive', 'primary-care', 22),
  medical('87880', ['Rapid strep test', 'Prueba rápida de estreptococo'], 'after-deductible', 'primary-care', 24),
  medical('83036', ['Hemoglobin A1c blood test', 'Análisis de sangre de hemoglobina A1c', ['diabetes']], 'after-deductible', 'primary-care', 38),
  medical('93000', ['Electrocardiogram (EKG)', 'Electrocardiograma (ECG)', ['ECG']], 'after-deductible', 'primary-care', 42),
  medical('80053', ['Comprehensive metabolic panel (blood test)', 'Panel metabólico completo (análisis de sangre)'], 'after-deductible', 'lab', 56),
  medical('85025', ['Complete blood count (CBC)', 'Hemograma completo', ['blood test', 'análisis de sangre']], 'after-deductible', 'lab', 29),
  medical('80061', ['Lipid panel (cholesterol test)', 'Perfil de lípidos (prueba de colesterol)', ['blood test', 'análisis de sangre']], 'after-deductible', 'lab', 45),
  medical('84443', ['Thyroid test (TSH)', 'Prueba de tiroides (TSH)', ['blood test', 'análisis de sangre']], 'after-deductible', 'lab', 48),
  medical('81001', ['Urinalysis', 'Análisis de orina', ['urine test']], 'after-deductible', 'lab', 12),
  medical('87086', ['Urine culture', 'Urocultivo', ['cultivo de orina']], 'after-deductible', 'lab', 25),
  medical('71046', ['Chest X-ray (2 views)', 'Radiografía de tórax (2 vistas)', [...XRAY, 'lungs', 'pulmones']], 'after-deductible', 'imaging', 120),
  medical('73610', ['Ankle X-ray (3 views)', 'Radiografía de tobillo (3 vistas)', XRAY], 'after-deductible', 'imaging', 105),
  medical('76700', ['Abdominal ultrasound', 'Ecografía abdominal', ['ultrasonido']], 'after-deductible', 'imaging', 300),
  medical('77067', ['Screening mammogram', 'Mamografía de detección'], 'preventive', 'imaging', 185),
  medical('70450', ['CT scan of the head (without contrast)', 'Tomografía de la cabeza (sin contraste)', CT], 'after-deductible', 'imaging', 520),
  medical('71250', ['CT scan of the chest', 'Tomografía de tórax', [...CT, 'lungs', 'pulmones']], 'after-deductible', 'imaging', 480),
  medical('70553', ['MRI of the brain', 'Resonancia magnética del cerebro', [...MRI, 'head scan', 'cabeza']], 'after-deductible', 'imaging', 1450),
  medical('72148', ['MRI of the lower back', 'Resonancia magnética de la zona lumbar', [...MRI, 'lumbar', 'spine', 'back scan', 'espalda', 'columna']], 'after-deductible', 'imaging', 980),
  medical('73721', ['MRI of the knee', 'Resonancia magnética de la rodilla', [...MRI, 'knee scan', 'leg joint', 'articulación']], 'after-deductible', 'imaging', 1050),
  medical('95806', ['Home sleep test', 'Prueba del sueño en casa', ['sleep apnea', 'sleep study', 'apnea del sueño', 'estudio del sueño']], 'after-deductible', 'sleep', 280),
  medical('95810', ['Overnight sleep study', 'Estudio del sueño de una noche', ['sleep apnea', 'polysomnography', 'apnea del sueño', 'polisomnografía']], 'after-deductible', 'sleep', 1800),
  medical('E0601', ['CPAP machine for sleep apnea', 'Máquina CPAP para la apnea del sueño', ['breathing machine', 'máquina para respirar']], 'after-deductible', 'medical-supply', 850),
  medical('E0114', ['Crutches', 'Muletas', ['walking aid', 'ayuda para caminar']], 'after-deductible', 'medical-supply', 45),
  medical('J0135', ['Adalimumab injections (Humira)', 'Inyecciones de adalimumab (Humira)', ['biologic', 'specialty drug', 'biológico', 'medicamento especializado']], 'after-deductible', 'specialty-pharmacy', 3100),
  medical('90837', ['Psychotherapy, 60 minutes', 'Psicoterapia, 60 minutos', ['therapy', 'counseling', 'mental health', 'terapia', 'consejería', 'salud mental']], 'specialist-visit', 'behavioral', 165),
  medical('90834', ['Psychotherapy, 45 minutes', 'Psicoterapia, 45 minutos', ['therapy', 'counseling', 'mental health', 'terapia', 'consejería', 'salud mental']], 'specialist-visit', 'behavioral', 128),
  medical('58300', ['Contraceptive implant or IUD placement', 'Colocación de implante anticonceptivo o DIU', ['birth control', 'anticonceptivo']], 'preventive', 'reproductive', 420),
  medical('S9083', ['Urgent care center visit', 'Visita a un centro de atención de urgencia', ['urgencias']], 'urgent-care', 'urgent-care', 150),
  medical('99283', ['Emergency room visit (low severity)', 'Visita a la sala de emergencias (gravedad baja)', ['ER', 'urgencias']], 'emergency', 'emergency', 520),
  medical('99284', ['Emergency room visit (moderate severity)', 'Visita a la sala de emergencias (gravedad moderada)', ['ER', 'urgencias']], 'emergency', 'emergency', 860),
  medical('29515', ['Short leg splint', 'Férula corta de pierna'], 'after-deductible', 'emergency', 155),
  medical('97161', ['Physical therapy evaluation', 'Evaluación de fisioterapia', ['PT', 'terapia física']], 'specialist-visit', 'therapy', 110),
  medical('97110', ['Physical therapy, therapeutic exercise', 'Fisioterapia, ejercicio terapéutico', ['PT', 'rehab', 'physiotherapy', 'terapia física', 'rehabilitación']], 'after-deductible', 'therapy', 55),
  medical('97140', ['Manual therapy (15 minutes)', 'Terapia manual (15 minutos)', ['fisioterapia']], 'after-deductible', 'therapy', 51),
  medical('98940', ['Chiropractic adjustment (1-2 regions)', 'Ajuste quiropráctico (1 o 2 regiones)', ['chiropractor', 'quiropráctico']], 'specialist-visit', 'therapy', 62),
  medical('99242', ['Specialist consultation (office)', 'Consulta con un especialista (consultorio)', ['especialista']], 'specialist-visit', 'dermatology', 150),
  medical('99244', ['Specialist consultation (moderate complexity)', 'Consulta con un especialista (complejidad moderada)', ['especialista']], 'specialist-visit', 'dermatology', 210),
  medical('11102', ['Skin biopsy (one lesion)', 'Biopsia de piel (una lesión)'], 'after-deductible', 'dermatology', 180),
  medical('17110', ['Wart removal (up to 14)', 'Eliminación de verrugas (hasta 14)'], 'after-deductible', 'dermatology', 120),
  medical('45378', ['Colonoscopy (diagnostic)', 'Colonoscopia (diagnóstica)'], 'after-deductible', 'surgery', 950),
  medical('66984', ['Cataract surgery with lens implant', 'Cirugía de cataratas con implante de lente'], 'after-deductible', 'surgery', 1150),
  medical('29881', ['Knee arthroscopy with meniscus repair', 'Artroscopia de rodilla con reparación de menisco', ['knee surgery', 'scope', 'cirugía de rodilla']], 'after-deductible', 'surgery', 2400),
  medical('27447', ['Total knee replacement', 'Reemplazo total de rodilla', ['knee surgery', 'arthroplasty', 'cirugía de rodilla', 'prótesis de rodilla']], 'after-deductible', 'surgery', 12800),
  medical('69436', ['Ear tubes under general anesthesia', 'Tubos en los oídos con anestesia general', ['ear surgery', 'tympanostomy', 'cirugía de oído']], 'after-deductible', 'surgery', 1650),
  dental('D0120', ['Periodic dental exam', 'Examen dental periódico', ['checkup', 'chequeo']], 'dental-preventive', 'dental', 52),
  dental('D0140', ['Limited dental exam (a specific problem)', 'Examen dental limitado (un problema específico)'], 'dental-preventive', 'dental', 68),
  dental('D0150', ['Comprehensive dental exam (new patient)', 'Examen dental completo (paciente nuevo)'], 'dental-preventive', 'dental', 85),
  dental('D0274', ['Bitewing X-rays (four images)', 'Radiografías de aleta de mordida (cuatro imágenes)', XRAY], 'dental-preventive', 'dental', 58),
  dental('D0210', ['Full-mouth X-rays', 'Radiografías de toda la boca', XRAY], 'dental-preventive', 'dental', 115),
  dental('D0330', ['Panoramic X-ray', 'Radiografía panorámica', XRAY], 'dental-preventive', 'dental', 98),
  dental('D1110', ['Teeth cleaning (adult)', 'Limpieza dental (adulto)', CLEANING], 'dental-preventive', 'dental', 88),
  dental('D1120', ['Teeth cleaning (child)', 'Limpieza dental (niño)', CLEANING], 'dental-preventive', 'child-dental', 62),
  dental('D1206', ['Fluoride varnish', 'Barniz de flúor', ['fluoruro']], 'dental-preventive', 'child-dental', 32),
  dental('D1351', ['Sealant (per tooth)', 'Sellador (por diente)', ['sellante']], 'dental-preventive', 'child-dental', 42),
  dental('D2140', ['Silver (amalgam) filling, one surface', 'Empaste de plata (amalgama), una superficie', ['cavity', 'caries', 'relleno']], 'dental-basic', 'dental', 105),
  dental('D2391', ['White (composite) filling, one surface, back tooth', 'Empaste blanco (resina), una superficie, diente posterior', ['cavity', 'caries', 'relleno']], 'dental-basic', 'dental', 140),
  dental('D2392', ['White (composite) filling, two surfaces, back tooth', 'Empaste blanco (resina), dos superficies, diente posterior', ['cavity', 'caries', 'relleno']], 'dental-basic', 'dental', 175),
  dental('D3310', ['Root canal, front tooth', 'Endodoncia, diente anterior', ['tratamiento de conducto']], 'dental-basic', 'dental', 620),
  dental('D3330', ['Root canal, molar', 'Endodoncia, molar', ['endodontic', 'tratamiento de conducto']], 'dental-basic', 'dental', 980),
  dental('D4341', ['Deep cleaning (scaling and root planing), per quadrant', 'Limpieza profunda (raspado y alisado radicular), por cuadrante'], 'dental-basic', 'dental', 190),
  dental('D4910', ['Periodontal maintenance cleaning', 'Limpieza de mantenimiento periodontal'], 'dental-basic', 'dental', 115),
  dental('D7140', ['Tooth extraction (simple)', 'Extracción dental (simple)', ['pull a tooth', 'sacar una muela']], 'dental-basic', 'dental', 135),
  dental('D7210', ['Tooth extraction (surgical)', 'Extracción dental (quirúrgica)', ['pull a tooth', 'sacar una muela']], 'dental-basic', 'dental', 230),
  dental('D7240', ['Removal of an impacted wisdom tooth', 'Extracción de una muela del juicio impactada', ['wisdom teeth', 'extraction', 'oral surgery', 'muelas del juicio', 'cirugía oral']], 'dental-basic', 'dental', 420),
  dental('D2740', ['Crown, porcelain or ceramic', 'Corona de porcelana o cerámica', ['cap', 'tooth crown', 'funda']], 'dental-major', 'dental', 1020),
  dental('D2750', ['Crown (porcelain fused to metal)', 'Corona (porcelana fundida sobre metal)', ['cap', 'funda']], 'dental-major', 'dental', 960),
  dental('D5110', ['Complete upper denture', 'Dentadura postiza superior completa', ['dentures', 'dentadura']], 'dental-major', 'dental', 1450),
  dental('D6010', ['Dental implant', 'Implante dental', ['missing tooth', 'diente perdido']], 'dental-major', 'dental', 1850),
  dental('D8080', ['Comprehensive orthodontic treatment (braces)', 'Tratamiento de ortodoncia completo (frenos)', ['orthodontics', 'ortodoncia', 'frenillos', 'brackets']], 'dental-major', 'dental', 5200),
];

/** A service as the insurer names it in the member's language. */
export function serviceIn(language: Language, row: ServiceRow): PricedService {
  return language === 'es' ? { ...row.service, name: row.spanishName, language: 'es' } : row.service;
}

/** The Spanish name of a listed service, by its English name; null for a name the list lacks. */
export function spanishServiceName(englishName: string): string | null {
  return PRICED_SERVICES.find((row) => row.service.name === englishName)?.spanishName ?? null;
}

/** A service of the list by its code; throws for a code the list lacks (a persona's data names only listed services). */
export function listedService(code: string): PricedService {
  const row = PRICED_SERVICES.find((candidate) => candidate.service.code === code);
  if (row === undefined) throw new Error(`The sandbox's list of services has no ${code}.`);
  return row.service;
}

interface PricedProvider {
  readonly providerId: string;
  readonly providerName: string;
  readonly groupName: string | null;
  readonly specialty: string;
  readonly settings: readonly Setting[];
  readonly addressLine1: string;
  readonly city: string;
  readonly state: string;
  readonly zipCode: string;
  readonly phoneNumber: string;
}

type FacilityRow = readonly [id: string, name: string, specialty: string, settings: readonly Setting[], street: string, city: string, state: string, zip: string, phone: string];

/** Facilities and dental offices; the first of each kind are the ones the sandbox's claims name. */
const FACILITY_ROWS: readonly FacilityRow[] = [
  ['F300101', 'Columbia Lab Services', 'Laboratory', ['lab'], '700 NE Multnomah St, Suite 100', 'Portland', 'OR', '97232', '503-555-0210'],
  ['F300102', 'Valley Diagnostic Lab', 'Laboratory', ['lab'], '890 Oak St SE', 'Salem', 'OR', '97301', '503-555-0211'],
  ['F300103', 'Evergreen Lab Partners', 'Laboratory', ['lab'], '720 NE 87th Ave', 'Vancouver', 'WA', '98664', '360-555-0212'],
  ['F300201', 'Cascade Imaging Center', 'Radiology', ['imaging'], '1130 NW 22nd Ave, Suite 100', 'Portland', 'OR', '97209', '503-555-0220'],
  ['F300202', 'Salem Radiology Imaging', 'Radiology', ['imaging'], '875 Oak St SE, Suite 120', 'Salem', 'OR', '97301', '503-555-0221'],
  ['F300203', 'Clark County Imaging', 'Radiology', ['imaging'], '16200 SE 15th St', 'Vancouver', 'WA', '98684', '360-555-0222'],
  ['F300301', 'Rose City Urgent Care', 'Urgent Care', ['urgent-care'], '3800 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '503-555-0230'],
  ['F300302', 'Capitol Urgent Care', 'Urgent Care', ['urgent-care'], '900 Oak St SE', 'Salem', 'OR', '97301', '503-555-0231'],
  ['F300303', 'Treasure Valley Urgent Care', 'Urgent Care', ['urgent-care'], '1100 N Curtis Rd', 'Boise', 'ID', '83706', '208-555-0232'],
  ['F300401', 'Riverbend Medical Center Emergency Department', 'Emergency Medicine', ['emergency'], '1420 Oak St', 'Eugene', 'OR', '97401', '541-555-0240'],
  ['F300402', 'South Waterfront Medical Center Emergency Department', 'Emergency Medicine', ['emergency'], '3600 S Bond Ave', 'Portland', 'OR', '97239', '503-555-0241'],
  ['F300501', 'Willamette Physical Therapy', 'Physical Therapy', ['therapy'], '1225 SW Yamhill St', 'Portland', 'OR', '97205', '503-555-0250'],
  ['F300502', 'Tualatin Physical Therapy', 'Physical Therapy', ['therapy'], '11800 SW Pacific Hwy', 'Tigard', 'OR', '97223', '503-555-0251'],
  ['F300601', 'Northwest Dermatology Associates', 'Dermatology', ['dermatology'], '1140 NW 22nd Ave, Suite 300', 'Portland', 'OR', '97209', '503-555-0260'],
  ['F300701', 'Lloyd Center Surgery Center', 'Ambulatory Surgery', ['surgery'], '710 NE Multnomah St', 'Portland', 'OR', '97232', '503-555-0270'],
  ['F300702', 'Willamette Valley Surgery Center', 'Ambulatory Surgery', ['surgery'], '880 Oak St SE', 'Salem', 'OR', '97301', '503-555-0271'],
  ['F300801', 'Bridgeview Dental Group', 'General Dentistry', ['dental', 'child-dental'], '3730 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '503-555-0280'],
  ['F300802', 'Little Teeth Pediatric Dentistry', 'Pediatric Dentistry', ['child-dental'], '705 NE Multnomah St', 'Portland', 'OR', '97232', '503-555-0281'],
  ['F300803', 'Pearl District Dental', 'General Dentistry', ['dental', 'child-dental'], '1135 NW 22nd Ave', 'Portland', 'OR', '97209', '503-555-0282'],
  ['F300804', 'Salem Family Dentistry', 'General Dentistry', ['dental', 'child-dental'], '870 Oak St SE', 'Salem', 'OR', '97301', '503-555-0283'],
  ['F300805', 'Vancouver Smiles Dental', 'General Dentistry', ['dental', 'child-dental'], '16110 SE 15th St', 'Vancouver', 'WA', '98684', '360-555-0284'],
  ['F300806', 'High Desert Dental', 'General Dentistry', ['dental', 'child-dental'], '2460 NE Mary Rose Pl', 'Bend', 'OR', '97701', '541-555-0285'],
  ['F300901', 'Bridgeview Behavioral Health', 'Behavioral Health', ['behavioral'], '3710 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '503-555-0290'],
  ['F300902', 'Providence Sleep Disorders Center', 'Sleep Medicine', ['sleep'], '3610 S Bond Ave', 'Portland', 'OR', '97239', '503-555-0291'],
  ['F300903', 'Columbia Medical Supply', 'Medical Equipment', ['medical-supply'], '715 NE Multnomah St', 'Portland', 'OR', '97232', '503-555-0292'],
  ['F300904', 'Cascade Specialty Pharmacy', 'Specialty Pharmacy', ['specialty-pharmacy'], '1145 NW 22nd Ave', 'Portland', 'OR', '97209', '503-555-0293'],
  ['F300905', 'Multnomah Teen Health Clinic', 'Adolescent Medicine', ['reproductive'], '1230 SW Yamhill St', 'Portland', 'OR', '97205', '503-555-0294'],
  ['F300807', 'Boise Family Dental', 'General Dentistry', ['dental', 'child-dental'], '1010 N Curtis Rd', 'Boise', 'ID', '83706', '208-555-0286'],
];

/** The primary care directory's clinicians, priced for the patients they see. */
function clinicianSettings(specialty: string | null): readonly Setting[] {
  const seen = patientsSeenBy(specialty);
  if (seen === 'children') return ['primary-care', 'child-primary-care'];
  if (seen === 'adults') return ['primary-care', 'adult-primary-care'];
  return ['primary-care', 'adult-primary-care', 'child-primary-care'];
}

export const PRICED_PROVIDERS: readonly PricedProvider[] = [
  ...PROVIDER_DIRECTORY.flatMap((provider): PricedProvider[] => {
    const location = provider.locations[0];
    if (provider.providerId === null || location === undefined) return [];
    return [
      {
        providerId: provider.providerId,
        providerName: provider.title === null ? provider.providerName : `${provider.providerName}, ${provider.title}`,
        groupName: provider.providerGroupName,
        specialty: provider.specialty ?? 'Primary Care',
        settings: clinicianSettings(provider.specialty),
        addressLine1: location.addressLine1,
        city: location.city,
        state: location.state,
        zipCode: location.zipCode,
        phoneNumber: location.phoneNumber ?? '',
      },
    ];
  }),
  ...FACILITY_ROWS.map(([providerId, providerName, specialty, settings, addressLine1, city, state, zipCode, phoneNumber]) => ({
    providerId,
    providerName,
    groupName: null,
    specialty,
    settings,
    addressLine1,
    city,
    state,
    zipCode,
    phoneNumber,
  })),
];

/** A provider's negotiated rate: the typical rate times 0.82 to 1.18, in whole dollars. */
function rateAt(provider: PricedProvider, row: ServiceRow): number {
  const factor = 0.82 + (stableHash(`${provider.providerId}|${row.service.code}`) % 37) / 100;
  return Math.round(row.baseRate * factor);
}

const offers = (provider: PricedProvider, row: ServiceRow): boolean => provider.settings.includes(row.setting);

/**
 * The negotiated rate of one service at a provider, found by id or, for claims that name a clinic rather
 * than a clinician, by the provider's or the clinic's name; null when the provider does not offer it.
 */
export function negotiatedRate(provider: { readonly providerId: string | null; readonly name: string }, code: string): number | null {
  const row = PRICED_SERVICES.find((candidate) => candidate.service.code === code);
  if (row === undefined) return null;
  const priced =
    PRICED_PROVIDERS.find((candidate) => candidate.providerId === provider.providerId) ??
    PRICED_PROVIDERS.find((candidate) => provider.name === candidate.providerName || provider.name === candidate.groupName);
  return priced !== undefined && offers(priced, row) ? rateAt(priced, row) : null;
}

/** The most rows a search answers: the nearest ones (a search for 'family' would otherwise list hundreds). */
export const PRICE_SEARCH_LIMIT = 60;

/**
 * A search by procedure code (exact), or by words: every word in a service's name, code or keywords, in English
 * or Spanish (matchesServiceSearch), finds that service at every provider offering it; every word in a provider's name, clinic or specialty finds all
 * that provider's services. Nearest first from the ZIP (unknown ZIPs keep the list's order), at most
 * PRICE_SEARCH_LIMIT rows. Services are named in the member's language.
 */
export function searchPrices(search: string, zip: string, language: Language = 'en'): ProviderPrice[] {
  if (serviceSearchWords(search).length === 0) return [];
  const origin = zipCentroid(zip.trim().slice(0, 5));
  const rows: ProviderPrice[] = [];
  for (const provider of PRICED_PROVIDERS) {
    const providerMatch = matchesServiceSearch([provider.providerName, provider.groupName ?? '', provider.specialty], search);
    const place = zipCentroid(provider.zipCode);
    const distance = origin === null || place === null ? null : milesBetween(origin, place);
    for (const row of PRICED_SERVICES) {
      if (!offers(provider, row)) continue;
      const serviceMatch = matchesServiceSearch([row.service.code, row.service.name, row.spanishName, ...row.keywords], search);
      if (!serviceMatch && !providerMatch) continue;
      rows.push({
        service: serviceIn(language, row),
        providerId: provider.providerId,
        providerName: provider.providerName,
        groupName: provider.groupName,
        specialty: provider.specialty,
        addressLine1: provider.addressLine1,
        city: provider.city,
        state: provider.state,
        zipCode: provider.zipCode,
        phoneNumber: provider.phoneNumber,
        distance,
        negotiatedRate: rateAt(provider, row),
      });
    }
  }
  const nearest = [...rows].sort((a, b) => (a.distance ?? Number.POSITIVE_INFINITY) - (b.distance ?? Number.POSITIVE_INFINITY));
  return nearest.slice(0, PRICE_SEARCH_LIMIT);
}

const dollars = (copay: string): number => Number.parseFloat(copay.replace(/[^0-9.]/g, '')) || 0;

/** The medical plan's sharing per class of service, in network: copays for visits, deductible then coinsurance for the rest. */
export function medicalCostSharing(plan: MedicalPreset): PlanCostSharing {
  const copay = (sharingClass: SharingClass, amount: string): ClassSharing => ({ sharingClass, copay: dollars(amount), coinsurance: 0, deductibleApplies: false });
  return {
    planName: plan.name,
    classes: [
      { sharingClass: 'preventive', copay: 0, coinsurance: 0, deductibleApplies: false },
      copay('primary-care-visit', plan.copays.primaryCare),
      copay('specialist-visit', plan.copays.specialist),
      copay('urgent-care', plan.copays.urgentCare),
      copay('emergency', plan.copays.emergencyRoom),
      copay('virtual-visit', plan.copays.virtualCare),
      { sharingClass: 'after-deductible', copay: 0, coinsurance: Number.parseFloat(plan.inNetwork.coinsurance) / 100, deductibleApplies: true },
    ],
  };
}

/** The dental plan's sharing per class, in network: the plan pays its percentage; the deductible applies unless it pays in full. */
export function dentalCostSharing(plan: DentalPreset): PlanCostSharing {
  const share = (sharingClass: SharingClass, planPercent: number): ClassSharing => ({
    sharingClass,
    copay: 0,
    coinsurance: Math.round((1 - planPercent / 100) * 100) / 100,
    deductibleApplies: planPercent < 100,
  });
  return {
    planName: plan.name,
    classes: [share('dental-preventive', plan.inNetwork.preventive), share('dental-basic', plan.inNetwork.basic), share('dental-major', plan.inNetwork.major)],
  };
}

export function memberCostSharing(memberKey: string, plans: { readonly medical: MedicalPreset | null; readonly dental: DentalPreset | null }): MemberCostSharing {
  return {
    memberKey,
    medical: plans.medical === null ? null : medicalCostSharing(plans.medical),
    dental: plans.dental === null ? null : dentalCostSharing(plans.dental),
  };
}
