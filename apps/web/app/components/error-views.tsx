import { Link } from 'react-router';
import { detailLanguage, errorHeading, type RouteErrorInfo } from '../lib/route-error.js';

/** Status code, status message and the error's message, as the spec's error page shows them. */
function ErrorDetails({ status, statusText, message }: RouteErrorInfo) {
  return (
    <dl className="error-details">
      <dt>Statuscode</dt>
      <dd>{status}</dd>
      <dt>Status</dt>
      <dd lang={detailLanguage(statusText, 'statusText')}>{statusText}</dd>
      {message ? (
        <>
          <dt>Melding</dt>
          <dd lang={detailLanguage(message, 'message')}>{message}</dd>
        </>
      ) : null}
    </dl>
  );
}

/** The not-found view of the error page (status 404). */
export function NotFoundView(props: RouteErrorInfo) {
  return (
    <section className="error-view" aria-labelledby="error-heading" data-error-view="not-found">
      <h1 id="error-heading">{errorHeading(404)}</h1>
      <p>De pagina die je zoekt is verplaatst of verwijderd, of het adres is niet goed getypt.</p>
      <ErrorDetails {...props} />
      <p>
        <Link to="/">Naar de voorpagina</Link>
      </p>
    </section>
  );
}

/** The server-error view of the error page (every status but 404). */
export function ServerErrorView(props: RouteErrorInfo) {
  return (
    <section className="error-view" aria-labelledby="error-heading" data-error-view="server-error">
      <h1 id="error-heading">{errorHeading(props.status)}</h1>
      <p>
        Door een fout aan onze kant kan deze pagina nu niet worden getoond. Probeer het later
        opnieuw.
      </p>
      <ErrorDetails {...props} />
      <p>
        <Link to="/">Naar de voorpagina</Link>
      </p>
    </section>
  );
}

/** Picks the view for the status: not found for 404, server error otherwise. */
export function ErrorView(props: RouteErrorInfo) {
  return props.status === 404 ? <NotFoundView {...props} /> : <ServerErrorView {...props} />;
}
