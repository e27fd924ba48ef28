import { Fragment } from 'react';

/**
 * A mailto link whose address, when it does not fit its line, wraps after the @ or before a dot rather than
 * in the middle of a word ("memberdashboard@" / "cascadehealth" / ".example.com").
 */
export function EmailLink({ address }: { readonly address: string }) {
  const parts = address.replace(/@/g, '@\n').replace(/\./g, '\n.').split('\n');
  return (
    <a href={`mailto:${address}`}>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 && <wbr />}
          {part}
        </Fragment>
      ))}
    </a>
  );
}
