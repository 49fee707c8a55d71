import type { MySessionsQuery } from '@nsv/graphql';
import { useLayoutEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { describeUserAgent, type FormOutcome } from '../../lib/settings.js';
import { SubmitButton } from '../submit-button.js';
import { FormStatus } from './form-field.js';
import { focusLost } from './use-focus-replaced-button.js';

type SessionRow = MySessionsQuery['mySessions'][number];

// Last use with the time: several sessions are often used on the same day.
const lastUse = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

/**
 * The session being ended from the list (its id, until the answer and the list after it are in)
 * and a ref for the list's section. When the list comes back without that session, its button
 * went with its row and focus fell to <body>: it goes to the confirmation (or the refusal) above
 * the list instead, before paint.
 */
function useEndingSession(sessions: readonly SessionRow[]) {
  const navigation = useNavigation();
  const ending =
    navigation.state !== 'idle' && navigation.formData?.get('intent') === 'end-session'
      ? String(navigation.formData.get('id') ?? '')
      : null;
  const sectionRef = useRef<HTMLElement>(null);
  const sent = useRef<string | null>(null);
  useLayoutEffect(() => {
    if (ending !== null) {
      sent.current = ending;
      return;
    }
    const gone = sent.current !== null && !sessions.some((s) => s.id === sent.current);
    sent.current = null;
    if (gone && focusLost()) {
      sectionRef.current?.querySelector<HTMLElement>('.settings-status')?.focus();
    }
  }, [ending, sessions]);
  return { ending, sectionRef };
}

/**
 * Where the visitor is logged in: browser (user agent), address, last use; the current session
 * marked. Every other session has its own small form to end it (works without JavaScript). Its
 * button stays busy until the list comes back without the session; then focus, which was on that
 * button, goes to the confirmation (or the refusal) just above the list instead of to <body>.
 */
export function SessionList({
  sessions,
  outcome,
}: {
  sessions: readonly SessionRow[];
  outcome: FormOutcome | undefined;
}) {
  const others = sessions.filter((s) => !s.isCurrent).length;
  const { ending, sectionRef } = useEndingSession(sessions);
  return (
    <section ref={sectionRef} className="settings-form" aria-labelledby="sessies-titel">
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
                <SubmitButton
                  className="settings-button settings-button--quiet"
                  busy={ending === session.id}
                >
                  Sessie beëindigen
                  <span className="settings-visually-hidden">
                    {' '}
                    ({describeUserAgent(session.userAgent)})
                  </span>
                </SubmitButton>
              </Form>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
