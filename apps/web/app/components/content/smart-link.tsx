import type { ReactNode } from 'react';
import { Link } from 'react-router';

/** A router link for site paths, a plain anchor for addresses on other hosts. */
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
    <Link to={to} className={className}>
      {children}
    </Link>
  );
}
