import { modal, toast } from '@nsv/shell';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { publicCacheHeaders } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import type { Route } from './+types/test';

/** The query parameter that makes the page fail on purpose, to see (and test) the error page. */
export const FAIL_PARAM = 'fout';

/** /test forces the dark colour mode: it is where a forced page can be seen and tested. */
export const handle: RouteHandle = { colorMode: 'dark' };

export const headers = publicCacheHeaders;

/**
 * The test page of spec §2: shows that the shell works. `/test?fout=500` throws a real server
 * error in the loader (in every environment: it only ever shows the error page), so the 500
 * path of the site can be checked against the production build.
 */
export function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  if (url.searchParams.get(FAIL_PARAM) === '500') {
    throw new Error('Testfout: opzettelijk veroorzaakt met /test?fout=500');
  }
  return { renderedAt: new Date().toISOString() };
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Testpagina', path: '/test', hasIndex: false }, matches);
}

export default function TestPage({ loaderData }: Route.ComponentProps) {
  return (
    <article className="test-page">
      <h1>Testpagina</h1>
      <p>
        Deze pagina laat zien dat de site werkt: de server heeft haar gemaakt op{' '}
        <time dateTime={loaderData.renderedAt}>{loaderData.renderedAt}</time>. De kleurmodus staat
        hier vast op donker.
      </p>
      <h2>Meldingen en vensters</h2>
      <p>Deze knoppen werken alleen met JavaScript.</p>
      <p className="test-page__actions">
        <button type="button" onClick={() => toast.success('Dit is een testmelding')}>
          Toon een melding
        </button>{' '}
        <button
          type="button"
          onClick={() =>
            modal.open({
              title: 'Testvenster',
              description: 'Een venster van de modale host.',
              content: <p>Sluit dit venster met Escape of met de knop.</p>,
              size: 'small',
            })
          }
        >
          Open een venster
        </button>
      </p>
      <h2>Foutpagina</h2>
      <p>
        <a href={`/test?${FAIL_PARAM}=500`}>Veroorzaak een serverfout</a> om de foutpagina te zien.
      </p>
    </article>
  );
}
