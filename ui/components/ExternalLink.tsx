import type { AnchorHTMLAttributes, ReactNode } from 'react';
import { Icon, type IconName } from './Icon';
import { COMPONENTS_COPY } from './components-copy';

type Props = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> & {
  readonly href: string;
  readonly children: ReactNode;
  /** An icon before the text (a document, a search); none by default. */
  readonly leadingIcon?: IconName | undefined;
  /** The arrow that marks a link leaving the site, after the text; shown unless a leading icon says what the link is. */
  readonly trailingIcon?: boolean | undefined;
  readonly iconSize?: number | undefined;
};

/**
 * A link to another site: it opens in a new tab without handing that site this tab (noopener), and says
 * so to a screen reader, in the language in force, after its text.
 */
export function ExternalLink({ children, leadingIcon, trailingIcon = leadingIcon === undefined, iconSize = 14, ...anchor }: Props) {
  return (
    <a {...anchor} target="_blank" rel="noopener noreferrer">
      {leadingIcon !== undefined && <Icon name={leadingIcon} size={iconSize} />}
      {children}
      {trailingIcon && <Icon name="external" size={iconSize} />}
      {' '}
      <span className="visually-hidden">{COMPONENTS_COPY.opensInNewTab}</span>
    </a>
  );
}
