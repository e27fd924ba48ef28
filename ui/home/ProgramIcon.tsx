import { PROGRAM_IDS } from '../../domain/rules/programs';

/**
 * One line icon per program id (spec section 2: "icon by program id"), drawn inline on the same 24 px
 * grid as the shared icons, with a default for programs the dashboard has no picture for. Decorative:
 * the tile's text names the program.
 */
const PROGRAM_ICON_PATHS: Readonly<Record<number, string>> = {
  // All programs: a grid of tiles
  [PROGRAM_IDS.PROGRAM_SHORTCUT]: 'M4 4h6v6H4Zm10 0h6v6h-6ZM4 14h6v6H4Zm10 0h6v6h-6Z',
  // eBill: a bill with a dollar sign
  [PROGRAM_IDS.EBILL_SHORTCUT]: 'M6 2h12v20l-3-2-3 2-3-2-3 2Zm8.5 6.5c-.5-1-1.5-1.5-2.5-1.5-1.4 0-2.5.8-2.5 2s1.1 1.7 2.5 2 2.5.8 2.5 2-1.1 2-2.5 2c-1 0-2-.5-2.5-1.5M12 5.5V7m0 10v1.5',
  // Outline of coverage: a document with lines
  [PROGRAM_IDS.OUTLINE_OF_COVERAGE_SHORTCUT]: 'M14 2H6a2 2 0 0 0-2 2v16a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2V8Zm0 0v6h6M8 13h8M8 17h5',
  // Cost estimator: a calculator
  [PROGRAM_IDS.COST_ESTIMATOR]: 'M6 2h12a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H6a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm1 4h10v4H7Zm1 8h.01M12 14h.01M16 14h.01M8 18h.01M12 18h.01M16 18h.01',
  // ChooseHealthy: a leaf
  [PROGRAM_IDS.CHOOSE_HEALTHY]: 'M11 20A7 7 0 0 1 4 13c0-6 6-10 16-10 0 10-4 16-9 17Zm-7 2c3-6 7-10 12-13',
  // Supplemental vision: glasses
  [PROGRAM_IDS.SUPPLEMENTAL_VISION]: 'M2 14a4 4 0 1 0 8 0 4 4 0 0 0-8 0Zm12 0a4 4 0 1 0 8 0 4 4 0 0 0-8 0Zm-4 0a2 2 0 0 1 4 0M2 14l2-8h3m15 8-2-8h-3',
  [PROGRAM_IDS.SUPPLEMENTAL_VISION_ALTERNATE]: 'M2 14a4 4 0 1 0 8 0 4 4 0 0 0-8 0Zm12 0a4 4 0 1 0 8 0 4 4 0 0 0-8 0Zm-4 0a2 2 0 0 1 4 0M2 14l2-8h3m15 8-2-8h-3',
  // Text a doctor: a message bubble with a cross
  [PROGRAM_IDS.TEXT_A_DOCTOR]: 'M21 15a2 2 0 0 1-2 2H7l-4 4V5a2 2 0 0 1 2-2h14a2 2 0 0 1 2 2ZM12 6.5v7M8.5 10h7',
  // Call a nurse: a phone with a cross
  [PROGRAM_IDS.CALL_A_NURSE]:
    'M22 16.9v3a2 2 0 0 1-2.2 2 19.8 19.8 0 0 1-8.6-3.1 19.5 19.5 0 0 1-6-6A19.8 19.8 0 0 1 2.1 4.2 2 2 0 0 1 4.1 2h3a2 2 0 0 1 2 1.7c.1 1 .4 1.9.7 2.8a2 2 0 0 1-.5 2.1L8 9.9a16 16 0 0 0 6 6l1.3-1.3a2 2 0 0 1 2.1-.4c.9.3 1.8.6 2.8.7a2 2 0 0 1 1.7 2ZM17 2v6m-3-3h6',
  // Passport dental: a globe
  [PROGRAM_IDS.PASSPORT_DENTAL]: 'M12 22a10 10 0 1 0 0-20 10 10 0 0 0 0 20ZM2 12h20M12 2a15 15 0 0 1 0 20 15 15 0 0 1 0-20Z',
  // Dental cost estimator: a tooth with a dollar mark
  [PROGRAM_IDS.DENTAL_COST_ESTIMATOR]:
    'M7 3c-2.5 0-4 2-4 4.5 0 3 1.5 5 2 8s1 6 2.5 6 1.5-4 2.5-6h4c1 2 1 6 2.5 6s2-3 2.5-6 2-5 2-8C21 5 19.5 3 17 3c-2 0-3 1-5 1S9 3 7 3Z',
  // Mobile therapy: a phone with a heart
  [PROGRAM_IDS.MOBILE_THERAPY]: 'M7 2h10a2 2 0 0 1 2 2v16a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2Zm5 13-2.5-2.4a1.6 1.6 0 0 1 2.5-2 1.6 1.6 0 0 1 2.5 2ZM11 19h2',
  // Navitus: a capsule
  [PROGRAM_IDS.NAVITUS]: 'm10.5 20.5 10-10a5 5 0 0 0-7-7l-10 10a5 5 0 0 0 7 7ZM8.5 8.5l7 7',
  // Active&Fit: a dumbbell
  [PROGRAM_IDS.ACTIVE_AND_FIT]: 'M6.5 6.5v11m11-11v11M3 9v6m18-6v6M6.5 12h11M3 12h3.5m11 0H21',
  // Find a dentist: a magnifier
  [PROGRAM_IDS.FIND_A_DENTIST]: 'M11 19a8 8 0 1 0 0-16 8 8 0 0 0 0 16Zm10 2-4.3-4.3M8.5 8c1 0 1.5.5 2.5.5s1.5-.5 2.5-.5c1 0 1.5 1 1.5 2 0 2-1 3-1.5 4.5h-5C8 13 7 12 7 10c0-1 .5-2 1.5-2Z',
  // Digital claims: a camera
  [PROGRAM_IDS.DIGITAL_CLAIMS]: 'M23 19a2 2 0 0 1-2 2H3a2 2 0 0 1-2-2V8a2 2 0 0 1 2-2h4l2-3h6l2 3h4a2 2 0 0 1 2 2Zm-11-2a4 4 0 1 0 0-8 4 4 0 0 0 0 8Z',
  // Behavioral health champions: two people
  [PROGRAM_IDS.BEHAVIORAL_HEALTH_CHAMPIONS]:
    'M17 21v-2a4 4 0 0 0-4-4H5a4 4 0 0 0-4 4v2M9 11a4 4 0 1 0 0-8 4 4 0 0 0 0 8Zm14 10v-2a4 4 0 0 0-3-3.9M16 3.1a4 4 0 0 1 0 7.8',
  // Silver&Fit: a pulse line
  [PROGRAM_IDS.SILVER_AND_FIT]: 'M22 12h-4l-3 9L9 3l-3 9H2',
};

/** A star: any program without its own icon. */
const DEFAULT_PROGRAM_ICON = 'm12 2 3.1 6.3 6.9 1-5 4.9 1.2 6.8-6.2-3.2L5.8 21 7 14.2 2 9.3l6.9-1Z';

export function programIconPath(programId: number): string {
  return PROGRAM_ICON_PATHS[programId] ?? DEFAULT_PROGRAM_ICON;
}

export function ProgramIcon({ programId, size = 28 }: { readonly programId: number; readonly size?: number }) {
  return (
    <svg
      className="program-icon"
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.8}
      strokeLinecap="round"
      strokeLinejoin="round"
      focusable="false"
      aria-hidden="true"
      data-program-icon={programId in PROGRAM_ICON_PATHS ? programId : 'default'}
    >
      <path d={programIconPath(programId)} />
    </svg>
  );
}
