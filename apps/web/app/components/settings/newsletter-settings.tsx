import type { NewsletterStatus } from '@nsv/graphql';
import { Form } from 'react-router';
import type { FormOutcome } from '../../lib/settings.js';
import { FormStatus } from './form-field.js';

/**
 * The newsletter for the visitor's own email: subscribe (a confirmation mail is sent; the page
 * says so), send the mail again while it waits, or unsubscribe.
 */
export function NewsletterSettings({
  email,
  status,
  outcome,
}: {
  email: string;
  status: NewsletterStatus;
  outcome: FormOutcome | undefined;
}) {
  return (
    <section className="settings-form" aria-labelledby="nieuwsbrief-titel">
      <h2 id="nieuwsbrief-titel">Nieuwsbrief</h2>
      <p data-testid="newsletter-status">
        {status === 'CONFIRMED'
          ? `Je ontvangt de nieuwsbrief op ${email}.`
          : status === 'PENDING'
            ? `Je aanmelding wacht op bevestiging: klik op de link in de mail die we naar ${email} stuurden.`
            : 'Je ontvangt de nieuwsbrief niet.'}
      </p>
      <FormStatus message={outcome?.ok ? outcome.message : undefined} error={outcome?.formError} />
      <div className="settings-actions">
        {status === 'NONE' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="subscribe" />
            <button type="submit" className="settings-button">
              Aanmelden voor de nieuwsbrief
            </button>
          </Form>
        ) : null}
        {status === 'PENDING' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="subscribe" />
            <button type="submit" className="settings-button settings-button--quiet">
              Bevestigingsmail opnieuw sturen
            </button>
          </Form>
        ) : null}
        {status !== 'NONE' ? (
          <Form method="post">
            <input type="hidden" name="intent" value="unsubscribe" />
            <button type="submit" className="settings-button settings-button--quiet">
              Afmelden voor de nieuwsbrief
            </button>
          </Form>
        ) : null}
      </div>
    </section>
  );
}
