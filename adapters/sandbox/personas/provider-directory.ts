import type { Provider } from '../../../domain/model';

/**
 * The sandbox's primary care directory: invented clinicians at real-looking clinics across Oregon,
 * Washington, Idaho and Texas, with approximate ZIP centroids so that radius searches behave.
 */

type Row = readonly [
  id: string,
  name: string,
  title: string,
  group: string,
  specialty: string,
  accepting: boolean,
  languages: readonly string[],
  street: string,
  city: string,
  state: string,
  zip: string,
  phone: string,
];

const ROWS: readonly Row[] = [
  ['P104211', 'Amelia Ortiz', 'MD', 'Hawthorne Family Medicine', 'Family Medicine', true, ['English', 'Spanish'], '3725 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '503-555-0141'],
  ['P104238', 'Jonathan Park', 'MD', 'Hawthorne Family Medicine', 'Family Medicine', false, ['English', 'Korean'], '3725 SE Hawthorne Blvd', 'Portland', 'OR', '97214', '503-555-0141'],
  ['P104355', 'Priya Raman', 'MD', 'Northwest Internal Medicine', 'Internal Medicine', true, ['English', 'Tamil'], '1130 NW 22nd Ave, Suite 400', 'Portland', 'OR', '97209', '503-555-0152'],
  ['P104372', 'Samuel Okoye', 'DO', 'Downtown Primary Care', 'Internal Medicine', true, ['English'], '1221 SW Yamhill St, Suite 300', 'Portland', 'OR', '97205', '503-555-0153'],
  ['P104419', 'Hannah Lindgren', 'MD', 'Lloyd District Pediatrics', 'Pediatrics', true, ['English', 'Swedish'], '700 NE Multnomah St, Suite 220', 'Portland', 'OR', '97232', '503-555-0164'],
  ['P104426', 'Marisol Vega', 'FNP', 'Lloyd District Pediatrics', 'Pediatrics', true, ['English', 'Spanish'], '700 NE Multnomah St, Suite 220', 'Portland', 'OR', '97232', '503-555-0164'],
  ['P104503', 'Grace Whitaker', 'ND', 'South Waterfront Naturopathic Clinic', 'Naturopathic Medicine', true, ['English'], '3550 S Bond Ave', 'Portland', 'OR', '97239', '503-555-0175'],
  ['P104577', 'Tuan Nguyen', 'MD', 'Beaverton Family Physicians', 'Family Medicine', true, ['English', 'Vietnamese'], '4855 SW Watson Ave', 'Beaverton', 'OR', '97005', '503-555-0186'],
  ['P104592', 'Rachel Goldberg', 'PA-C', 'Beaverton Family Physicians', 'Family Medicine', true, ['English'], '4855 SW Watson Ave', 'Beaverton', 'OR', '97005', '503-555-0186'],
  ['P104648', 'Luis Herrera', 'MD', 'Tualatin Valley Clinic', 'Family Medicine', false, ['English', 'Spanish'], '335 SE 8th Ave', 'Hillsboro', 'OR', '97124', '503-555-0197'],
  ['P104663', 'Katherine Brooks', 'MD', 'Gresham Station Medical Group', 'Internal Medicine', true, ['English'], '1001 NW Eastman Pkwy', 'Gresham', 'OR', '97030', '503-555-0108'],
  ['P104714', 'Elizabeth Chan', 'MD', 'Lake Oswego Primary Care', 'Geriatrics', true, ['English', 'Cantonese'], '17355 SW Boones Ferry Rd', 'Lake Oswego', 'OR', '97034', '503-555-0119'],
  ['P104739', 'Michael Duffy', 'MD', 'Tigard Family Health', 'Family Medicine', true, ['English'], '11795 SW Pacific Hwy', 'Tigard', 'OR', '97223', '503-555-0120'],
  ['P104781', 'Fatima Siddiqui', 'MD', 'Salem Health Partners', 'Internal Medicine', true, ['English', 'Urdu'], '875 Oak St SE', 'Salem', 'OR', '97301', '503-555-0131'],
  ['P104806', 'Daniel Whitehorse', 'MD', 'Willamette Family Medical Center', 'Family Medicine', true, ['English'], '1410 Oak St', 'Eugene', 'OR', '97401', '541-555-0142'],
  ['P104813', 'Olivia Strand', 'FNP', 'Willamette Family Medical Center', 'Family Medicine', true, ['English', 'Norwegian'], '1410 Oak St', 'Eugene', 'OR', '97401', '541-555-0142'],
  ['P104858', 'Benjamin Moore', 'MD', 'Corvallis Clinic Northwest', 'Pediatrics', false, ['English'], '3680 NW Samaritan Dr', 'Corvallis', 'OR', '97330', '541-555-0153'],
  ['P104902', 'Sara Jorgensen', 'MD', 'High Desert Primary Care', 'Family Medicine', true, ['English'], '2450 NE Mary Rose Pl', 'Bend', 'OR', '97701', '541-555-0164'],
  ['P104917', 'Ethan Crowley', 'DO', 'Old Mill Family Practice', 'Family Medicine', true, ['English', 'French'], '450 SW Bond St', 'Bend', 'OR', '97702', '541-555-0175'],
  ['P104955', 'Monica Reyes', 'MD', 'Rogue Valley Internal Medicine', 'Internal Medicine', true, ['English', 'Spanish'], '2860 State St', 'Medford', 'OR', '97504', '541-555-0186'],
  ['P104970', 'Isaac Fenwick', 'MD', 'Columbia Gorge Family Medicine', 'Family Medicine', true, ['English'], '1130 Rand Rd', 'Hood River', 'OR', '97031', '541-555-0197'],
  ['P105014', 'Leah Abernathy', 'MD', 'Vancouver Clinic Downtown', 'Family Medicine', true, ['English'], '700 NE 87th Ave', 'Vancouver', 'WA', '98664', '360-555-0108'],
  ['P105029', 'Viktor Petrov', 'MD', 'Fisher’s Landing Internal Medicine', 'Internal Medicine', true, ['English', 'Russian', 'Ukrainian'], '16100 SE 15th St', 'Vancouver', 'WA', '98684', '360-555-0119'],
  ['P105062', 'Naomi Takahashi', 'MD', 'Capitol Hill Primary Care', 'Internal Medicine', true, ['English', 'Japanese'], '1101 Madison St, Suite 600', 'Seattle', 'WA', '98104', '206-555-0120'],
  ['P105077', 'Marcus Bell', 'MD', 'Central District Family Medicine', 'Family Medicine', false, ['English'], '1200 E Jefferson St', 'Seattle', 'WA', '98122', '206-555-0131'],
  ['P105103', 'Ana Sofia Lopes', 'MD', 'Tacoma Pediatric Associates', 'Pediatrics', true, ['English', 'Portuguese', 'Spanish'], '314 S K St', 'Tacoma', 'WA', '98405', '253-555-0142'],
  ['P105148', 'Gregory Haynes', 'MD', 'Spokane Valley Family Practice', 'Family Medicine', true, ['English'], '12121 E Broadway Ave', 'Spokane Valley', 'WA', '99216', '509-555-0153'],
  ['P105163', 'Carmen Delgado', 'MD', 'Tri-Cities Community Health', 'Family Medicine', true, ['English', 'Spanish'], '7115 W Grandridge Blvd', 'Kennewick', 'WA', '99336', '509-555-0164'],
  ['P105186', 'Robert Ames', 'PA-C', 'Tri-Cities Community Health', 'Family Medicine', true, ['English'], '7115 W Grandridge Blvd', 'Kennewick', 'WA', '99336', '509-555-0164'],
  ['P105219', 'Julia Brennan', 'MD', 'Olympia Family Physicians', 'Family Medicine', true, ['English'], '3525 Ensign Rd NE', 'Olympia', 'WA', '98506', '360-555-0175'],
  ['P105302', 'William Tanaka', 'MD', 'Boise Internal Medicine', 'Internal Medicine', true, ['English'], '1000 N Curtis Rd', 'Boise', 'ID', '83706', '208-555-0186'],
  ['P105317', 'Emily Harrington', 'MD', 'North End Family Medicine', 'Family Medicine', false, ['English'], '1520 W Hays St', 'Boise', 'ID', '83702', '208-555-0197'],
  ['P105340', 'Jorge Castillo', 'MD', 'Meridian Primary Care', 'Family Medicine', true, ['English', 'Spanish'], '3277 E Louise Dr', 'Meridian', 'ID', '83642', '208-555-0108'],
  ['P105364', 'Heidi Schuster', 'FNP', 'Canyon County Family Health', 'Family Medicine', true, ['English', 'German'], '9850 W St Luke’s Dr', 'Nampa', 'ID', '83687', '208-555-0119'],
  ['P105387', 'Nathan Sorensen', 'MD', 'Eastern Idaho Family Medicine', 'Family Medicine', true, ['English'], '2860 Channing Way', 'Idaho Falls', 'ID', '83404', '208-555-0120'],
  ['P105401', 'Claire Beaumont', 'MD', 'Lake City Internal Medicine', 'Internal Medicine', true, ['English', 'French'], '1300 E Mullan Ave', 'Coeur d’Alene', 'ID', '83814', '208-555-0131'],
  ['P105505', 'Adriana Flores', 'MD', 'Austin Central Family Medicine', 'Family Medicine', true, ['English', 'Spanish'], '1301 W 38th St', 'Austin', 'TX', '78705', '512-555-0142'],
  ['P105522', 'Kevin Washington', 'MD', 'Uptown Dallas Internal Medicine', 'Internal Medicine', true, ['English'], '2801 Lemmon Ave', 'Dallas', 'TX', '75204', '214-555-0153'],
  ['P105547', 'Mei Lin', 'MD', 'Midtown Houston Pediatrics', 'Pediatrics', true, ['English', 'Mandarin'], '2000 Crawford St', 'Houston', 'TX', '77002', '713-555-0164'],
  ['P105568', 'Ricardo Salinas', 'MD', 'Alamo Heights Primary Care', 'Family Medicine', false, ['English', 'Spanish'], '8026 Broadway St', 'San Antonio', 'TX', '78209', '210-555-0175'],
  ['P105583', 'Stephanie Cole', 'DO', 'Legacy Plano Family Medicine', 'Family Medicine', true, ['English'], '5800 Legacy Dr', 'Plano', 'TX', '75024', '972-555-0186'],
];

/** Approximate ZIP centroids (latitude, longitude) for the directory and common search ZIPs. */
const ZIP_CENTROIDS: Readonly<Record<string, readonly [number, number]>> = {
  '97214': [45.5145, -122.6437],
  '97205': [45.5206, -122.6887],
  '97209': [45.531, -122.6841],
  '97232': [45.529, -122.641],
  '97239': [45.492, -122.693],
  '97005': [45.4918, -122.8039],
  '97124': [45.533, -122.936],
  '97030': [45.507, -122.434],
  '97034': [45.409, -122.69],
  '97223': [45.44, -122.77],
  '97301': [44.949, -122.994],
  '97401': [44.064, -123.08],
  '97330': [44.59, -123.27],
  '97701': [44.07, -121.3],
  '97702': [44.02, -121.3],
  '97504': [42.32, -122.84],
  '97031': [45.707, -121.525],
  '98664': [45.62, -122.58],
  '98684': [45.629, -122.511],
  '98104': [47.602, -122.326],
  '98122': [47.613, -122.303],
  '98405': [47.245, -122.47],
  '99216': [47.666, -117.22],
  '99336': [46.211, -119.17],
  '98506': [47.07, -122.88],
  '83706': [43.59, -116.19],
  '83702': [43.632, -116.205],
  '83642': [43.58, -116.4],
  '83687': [43.6, -116.5],
  '83404': [43.47, -112.01],
  '83814': [47.69, -116.78],
  '78705': [30.294, -97.739],
  '75204': [32.803, -96.786],
  '77002': [29.756, -95.365],
  '78209': [29.49, -98.46],
  '75024': [33.08, -96.8],
};

export const PROVIDER_DIRECTORY: readonly Provider[] = ROWS.map(
  ([providerId, providerName, title, providerGroupName, specialty, acceptingNewPatients, languages, addressLine1, city, state, zipCode, phoneNumber]) => ({
    providerName,
    providerId,
    providerGroupName,
    title,
    acceptingNewPatients,
    distance: null,
    specialty,
    languages,
    locations: [{ addressLine1, city, state, zipCode, phoneNumber }],
  }),
);

/** Whom a primary care clinician sees, by specialty. */
export type PatientsSeen = 'children' | 'adults' | 'everyone';

/** The age from which a patient is an adult to the directory. */
const ADULT_FROM_AGE = 18;

/** Pediatricians see children, internists and geriatricians adults, the rest (family medicine, naturopaths) everyone. */
export function patientsSeenBy(specialty: string | null): PatientsSeen {
  if (specialty === 'Pediatrics') return 'children';
  if (specialty === 'Internal Medicine' || specialty === 'Geriatrics') return 'adults';
  return 'everyone';
}

/** Whether a clinician sees a patient of this age; a patient whose age is not known, every clinician does. */
export function seesPatientAged(provider: Pick<Provider, 'specialty'>, age: number | null): boolean {
  const seen = patientsSeenBy(provider.specialty);
  if (age === null || seen === 'everyone') return true;
  return seen === 'adults' ? age >= ADULT_FROM_AGE : age < ADULT_FROM_AGE;
}

export function findProvider(providerId: string): Provider | undefined {
  return PROVIDER_DIRECTORY.find((provider) => provider.providerId === providerId);
}

export function providerById(providerId: string): Provider {
  const provider = findProvider(providerId);
  if (provider === undefined) throw new RangeError(`No sandbox provider ${providerId}`);
  return provider;
}

/** The centroid of a ZIP, or of the nearest listed ZIP sharing its three-digit prefix; null when unknown. */
export function zipCentroid(zip: string): readonly [number, number] | null {
  const exact = ZIP_CENTROIDS[zip];
  if (exact !== undefined) return exact;
  const prefix = zip.slice(0, 3);
  const sameArea = Object.keys(ZIP_CENTROIDS)
    .filter((known) => known.startsWith(prefix))
    .sort((a, b) => Math.abs(Number(a) - Number(zip)) - Math.abs(Number(b) - Number(zip)))[0];
  return sameArea === undefined ? null : (ZIP_CENTROIDS[sameArea] ?? null);
}

const EARTH_RADIUS_MILES = 3958.8;
const radians = (degrees: number): number => (degrees * Math.PI) / 180;

/** Great-circle distance in miles, to one decimal. */
export function milesBetween(a: readonly [number, number], b: readonly [number, number]): number {
  const dLat = radians(b[0] - a[0]);
  const dLon = radians(b[1] - a[1]);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a[0])) * Math.cos(radians(b[0])) * Math.sin(dLon / 2) ** 2;
  return Math.round(2 * EARTH_RADIUS_MILES * Math.asin(Math.sqrt(h)) * 10) / 10;
}

/** Every word of the search string must appear in the provider's name, group, title, specialty or city. */
export function matchesSearch(provider: Provider, searchString: string): boolean {
  const haystack = [
    provider.providerName,
    provider.providerGroupName ?? '',
    provider.title ?? '',
    provider.specialty ?? '',
    ...provider.languages,
    ...provider.locations.map((location) => location.city),
  ]
    .join(' ')
    .toLowerCase();
  return searchString
    .toLowerCase()
    .split(/\s+/)
    .filter((word) => word !== '')
    .every((word) => haystack.includes(word));
}
