import type { ReactNode } from 'react';
import type { DomainId } from '../../domain/model';
import { footerCopy } from '../../domain/copy/footer-copy';
import { brandConfig } from '../../domain/rules/brands';
import { utilityMenu } from '../../domain/rules/menus-and-permissions';
import type { AccreditationSeal } from '../../application/shell/load-shell-content';
import { Footer } from './Footer';
import { ShellFrame } from './ShellFrame';
import { VisitorHeader } from './VisitorHeader';

/**
 * The shell of the logged-out entry: what AppShell shows a visitor (the same header, footer and frame),
 * from the domain's rules alone, without the app's stores.
 */
export function VisitorShell({ domainId, year, seal, children }: { domainId: DomainId; year: number; seal: AccreditationSeal | null; children: ReactNode }) {
  return (
    <ShellFrame
      className="app"
      header={<VisitorHeader brandName={brandConfig(domainId).name} items={utilityMenu(false, domainId)} />}
      footer={<Footer siteMap={[]} copy={footerCopy(domainId)} year={year} seal={seal} />}
    >
      {children}
    </ShellFrame>
  );
}
