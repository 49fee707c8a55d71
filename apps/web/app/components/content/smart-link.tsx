import type { ReactNode } from 'react';
import { PreloadLink } from '../layout/preload-link.js';

/**
 * A router link for site paths (its route preloaded on intent, through the page's queue of at most
 * 4 route preloads), a plain anchor for addresses on other hosts.
 */
export function SmartLink({
  to,
  children,
  className,
}: {
  to: string;
  children: ReactNode;
  className?: string;
}) {
  if (/^[a-z][a-z\d+.-]*:/i.test(to) || to.startsWith('//')) {
    return (
      <a href={to} className={className} rel="noopener">
        {children}
      </a>
    );
  }
  return (
    <PreloadLink to={to} className={className}>
      {children}
    </PreloadLink>
  );
}
