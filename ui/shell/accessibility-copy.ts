import { localized } from '../../domain/copy/localized';
/**
 * Words of the accessibility statement (/accessibility). The spec does not quote them: they say which
 * standard the dashboard is built and tested to, how it is tested, what is known not to work yet, and how
 * a member reports a barrier. Kept with docs/accessibility.md, which holds the testing matrix behind them.
 */
export const ACCESSIBILITY_COPY = localized('ACCESSIBILITY_COPY', {
  heading: 'Accessibility statement',
  intro: (brand: string): string =>
    `${brand} wants every member to be able to use the Member Dashboard, whatever their abilities and whatever device, browser or assistive technology they use.`,
  standardHeading: 'The standard we meet',
  standard:
    'The Member Dashboard is built and tested to meet the Web Content Accessibility Guidelines (WCAG) 2.2 at level AA. That includes WCAG 2.1 level AA, the level the Section 504 rule of the U.S. Department of Health and Human Services asks of health plans.',
  testingHeading: 'How we test',
  testing: [
    'Every page is checked automatically, for each of our brands, on a phone-sized and a desktop-sized screen, and with menus, dialogs and form errors showing.',
    'Member journeys (logging in, benefits, claims, the ID card) are tested using only a keyboard.',
    'Pages are checked at 320 pixels wide, with larger text spacing, in Windows high contrast mode and with animations turned off.',
    'We are adding a check by a person with screen readers to every release: NVDA with a Chromium-based browser on Windows and VoiceOver with Safari on Apple devices.',
  ],
  limitsHeading: 'What may not work yet',
  limits:
    'Documents we send you from other systems, such as some PDF plan documents, may not meet the same standard. If you need a document in another format (large print, braille, audio or an accessible PDF), ask us and we will send it at no cost.',
  reportHeading: 'Report a barrier',
  report:
    'If something on the Member Dashboard is hard or impossible for you to use, please tell us. Say which page you were on, what you were trying to do and, if you use one, which assistive technology. We will help you get the information or finish the task another way while we fix it.',
  phone: 'Call',
  tty: 'TTY: call 711',
  email: 'Email',
  contactUs: 'Other ways to contact us',
  homeLink: 'Back to home',
  loginLink: 'Back to log in',
} as const);
