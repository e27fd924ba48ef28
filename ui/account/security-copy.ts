import { localized } from '../../domain/copy/localized';

/** /account/security: a second step when signing in (not in the spec). */
export const SECURITY_COPY = localized('SECURITY_COPY', {
  heading: 'Sign-in security',
  intro: 'Add a second step to your sign-in: after your password, we ask for a code from an authenticator app on your phone. It keeps your health information safe even if someone learns your password.',
  loading: 'Loading your sign-in security',
  appTitle: 'Authenticator app',
  appOn: 'On: we ask for a code from your authenticator app after your password.',
  appOff: 'Off: you sign in with your password alone.',
  addApp: 'Add an authenticator app',
  scan: 'Scan this QR code with your authenticator app, or type the key below into it.',
  qrAlt: 'QR code for your authenticator app',
  keyLabel: 'Key',
  codeLabel: 'Code the app shows',
  codeHint: '6 digits. You can paste it.',
  confirm: 'Turn on',
  empty: 'Enter the code the app shows.',
  wrongCode: (left: number) => `That code is not right. You have ${left} ${left === 1 ? 'try' : 'tries'} left.`,
  locked: 'Too many wrong codes. For your security, codes are locked for 15 minutes. Try again later.',
  failed: 'We could not save this just now. Please try again.',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro: 'Keep these codes somewhere safe. Each one signs you in once if you do not have your phone. We show them only now.',
  recoveryDone: 'I have saved my codes',
  recoveryLeft: (left: number) => `Recovery codes left: ${left}.`,
  turnedOn: 'Your authenticator app is on.',
  invitation: 'Add a second step to your sign-in',
} as const);
