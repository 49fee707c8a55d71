import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Island } from '../islands/island.js';
import { ColorModeToggle } from './color-mode-toggle.js';
import { MAIN_NAV } from './nav-items.js';
import { PreloadNavLink } from './preload-link.js';

/** The site header: skip link, the site name linking home, the main navigation and the colour-mode toggle. */
export function SiteHeader({
  siteName,
  forcedColorMode,
  account,
}: {
  siteName: string;
  forcedColorMode?: 'light' | 'dark';
  /** The visitor's account state ('Inloggen' or the account menu), beside the colour-mode toggle. */
  account?: ReactNode;
}) {
  return (
    <header className="site-header">
      <a className="skip-link" href="#inhoud">
        Naar de inhoud
      </a>
      <div className="site-header__inner">
        <Link className="site-header__name" to="/">
          {siteName}
        </Link>
        {account}
        <Island
          name="color-mode"
          component={ColorModeToggle}
          props={forcedColorMode ? { forced: forcedColorMode } : {}}
        />
      </div>
      <nav className="main-nav" aria-label="Hoofdmenu">
        <ul>
          {MAIN_NAV.map((item) => (
            <li key={item.to}>
              <PreloadNavLink to={item.to}>{item.label}</PreloadNavLink>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}
