/** Home page copy; quoted texts are verbatim from spec section 2. */
export const HOME_COPY = {
  welcome: (firstName: string) => `${firstName}, welcome to your Member Dashboard`,
  subscriberIdLabel: 'Subscriber ID',
  copy: 'Copy',
  copied: 'Copied',
  copyButtonLabel: 'Copy subscriber ID',
  copiedToast: 'Copied subscriber ID to clipboard',
  copyFailed: 'We could not copy your subscriber ID. Please select it and copy it yourself.',
} as const;
