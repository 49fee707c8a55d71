import type { MySessionsQuery } from '@nsv/graphql';
import { Form } from 'react-router';
import { describeUserAgent, type FormOutcome } from '../../lib/settings.js';
import { FormStatus } from './form-field.js';

type SessionRow = MySessionsQuery['mySessions'][number];

// Last use with the time: several sessions are often used on the same day.
const lastUse = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/**
 * Where the visitor is logged in: browser (user agent), address, last use; the current session
 * marked. Every other session has its own small form to end it (works without JavaScript).
 */
export function SessionList({
  sessions,
  outcome,
}: {
  sessions: readonly SessionRow[];
  outcome: FormOutcome | undefined;
}) {
  const others = sessions.filter((s) => !s.isCurrent).length;
  return (
    <section className="settings-form" aria-labelledby="sessies-titel">
      <h2 id="sessies-titel">Waar je bent ingelogd</h2>
      <p>
        {others === 0
          ? 'Je bent alleen in deze browser ingelogd.'
          : others === 1
            ? 'Je bent ook op 1 ander apparaat of in 1 andere browser ingelogd.'
            : `Je bent ook op ${others} andere apparaten of browsers ingelogd.`}
      </p>
      <FormStatus message={outcome?.ok ? outcome.message : undefined} error={outcome?.formError} />
      <ul className="settings-sessions">
        {sessions.map((session) => (
          <li
            key={session.id}
            className="settings-session"
            data-current={session.isCurrent ? '' : undefined}
            data-testid="session"
          >
            <div>
              <p className="settings-session__agent" title={session.userAgent ?? undefined}>
                {describeUserAgent(session.userAgent)}
                {session.isCurrent ? (
                  <strong className="settings-session__current"> · Deze sessie</strong>
                ) : null}
              </p>
              <p className="settings-session__meta">
                Laatst gebruikt:{' '}
                <time dateTime={session.updated_at}>
                  {lastUse.format(new Date(session.updated_at))}
                </time>
                {session.identifier ? <> · adres {session.identifier}</> : null}
              </p>
            </div>
            {session.isCurrent ? null : (
              <Form method="post">
                <input type="hidden" name="intent" value="end-session" />
                <input type="hidden" name="id" value={session.id} />
                <button type="submit" className="settings-button settings-button--quiet">
                  Sessie beëindigen
                  <span className="settings-visually-hidden">
                    {' '}
                    ({describeUserAgent(session.userAgent)})
                  </span>
                </button>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
