import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { Icon } from './Icon';

/**
 * The way back to the page this one belongs to, above its heading: an arrow and where it leads. One markup
 * and one style (ui/themes/components.css) on every page that has one.
 */
export function BackLink({ href, children }: { readonly href: string; readonly children: ReactNode }) {
  return (
    <p className="back-link">
      <Link href={href}>
        <Icon name="arrow-left" size={18} />
        {children}
      </Link>
    </p>
  );
}
