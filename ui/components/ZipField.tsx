import type { ComponentProps } from 'react';
import { TextField } from './TextField';

/** The ZIP code of a search near the member: five digits, the numeric keypad on phones, filled from the address book. */
export function ZipField(props: Omit<ComponentProps<typeof TextField>, 'inputMode' | 'autoComplete' | 'maxLength'>) {
  return <TextField {...props} inputMode="numeric" autoComplete="postal-code" maxLength={5} />;
}
