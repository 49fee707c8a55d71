import { Link } from 'react-router';

/**
 * The association's own pages (content pages of the demo and of the site's editors): linked from
 * every page, so they are reached without the search, and the registration's 'voorwaarden' too.
 */
const FOOTER_LINKS = [
  { to: '/over-ons', label: 'Over ons' },
  { to: '/lidmaatschap', label: 'Lidmaatschap' },
  { to: '/veiligheid', label: 'Veiligheid' },
  { to: '/reizen', label: 'Reizen' },
  { to: '/nieuwsbrief', label: 'Nieuwsbrief' },
  { to: '/privacy', label: 'Privacy' },
  { to: '/voorwaarden', label: 'Voorwaarden' },
  { to: '/zoeken', label: 'Zoeken op de site' },
] as const;

/**
 * The site footer: the association's name and its pages. (The XML sitemap is for search engines:
 * robots.txt names it; a browser shows it as raw XML.)
 */
export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <p>{siteName}: nieuws, verhalen en informatie voor iedereen die van de bergen houdt.</p>
      <nav className="site-footer__nav" aria-label="De vereniging">
        <ul>
          {FOOTER_LINKS.map((link) => (
            <li key={link.to}>
              <Link to={link.to}>{link.label}</Link>
            </li>
          ))}
        </ul>
      </nav>
    </footer>
  );
}
