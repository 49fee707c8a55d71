import { Link } from 'react-router';

/** The site footer with the association's name and the site's service links. */
export function SiteFooter({ siteName }: { siteName: string }) {
  return (
    <footer className="site-footer">
      <p>{siteName}: nieuws, verhalen en informatie voor iedereen die van de bergen houdt.</p>
      <p>
        <Link to="/zoeken">Zoeken op de site</Link> · <a href="/sitemap.xml">Sitemap</a>
      </p>
    </footer>
  );
}
