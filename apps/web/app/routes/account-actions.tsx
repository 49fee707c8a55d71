import { Button } from '@nsv/embeds/button';
import { ConfirmNewsletterSubscriptionDocument } from '@nsv/graphql';
import { useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { AccountScreen } from '../components/account/account-screen.js';
import { FormMessage } from '../components/account/form-fields.js';
import { apiFormError, formText, invalidForm } from '../components/account/form-result.js';
import { useFocusFirstError } from '../components/account/use-focus-first-error.js';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { PRIVATE_CACHE_CONTROL, readForm, TOKEN_PAGE_REFERRER_POLICY } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { apiForRequest } from '../lib/session.server.js';
import type { Route } from './+types/account-actions';

export const handle: RouteHandle = { layout: false };

/** The `?action=` of the newsletter confirmation link in the API's mail. */
export const CONFIRM_NEWSLETTER_ACTION = 'nieuwsbrief-bevestigen';

export function headers() {
  // The link's token is in the URL: never store the page, never send it elsewhere as a referrer.
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY };
}

/** Which account action the link asks for (`?action=`, `?token=`). */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const action = params.get('action');
  return {
    action: action === CONFIRM_NEWSLETTER_ACTION ? action : null,
    token: params.get('token')?.trim() || null,
  };
}

/**
 * Confirms a newsletter subscription (`confirmNewsletterSubscription`). A POST behind a button,
 * not the GET of the link: mail scanners that open every link must not confirm on our behalf.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const token = formText(form, 'token').trim();
  if (!token) {
    return invalidForm({
      formError: 'Deze bevestigingslink is ongeldig of al gebruikt.',
      values: {},
    });
  }
  const result = await apiForRequest(request, null)
    .mutation(ConfirmNewsletterSubscriptionDocument, { input: { token } })
    .toPromise();
  if (result.error || !result.data) return apiFormError(result.error ?? { errors: [] }, [], {});
  return invalidForm(
    {
      success: 'Je aanmelding voor de nieuwsbrief is bevestigd. Tot in de volgende nieuwsbrief!',
      values: {},
    },
    200,
  );
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Accountacties', path: '/account-actions', hasIndex: false }, matches);
}

export default function AccountActions({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const submitting = useNavigation().state === 'submitting';
  const { action, token } = loaderData;

  if (action === CONFIRM_NEWSLETTER_ACTION) {
    return (
      <AccountScreen title="Nieuwsbrief bevestigen">
        {actionData?.success ? (
          <FormMessage kind="success">{actionData.success}</FormMessage>
        ) : null}
        {actionData?.formError ? (
          <FormMessage kind="error">{actionData.formError}</FormMessage>
        ) : null}
        {actionData?.success ? (
          <p>
            <Link to="/">Naar de voorpagina</Link>
          </p>
        ) : token ? (
          <Form method="post" className="account-form" ref={formRef}>
            <p>Bevestig dat je de nieuwsbrief van de Nederlandse Ski Vereniging wilt ontvangen.</p>
            <input type="hidden" name="token" value={token} />
            <Button type="submit" label="Aanmelding bevestigen" loading={submitting} />
          </Form>
        ) : (
          <FormMessage kind="error">Deze bevestigingslink is ongeldig of al gebruikt.</FormMessage>
        )}
      </AccountScreen>
    );
  }

  return (
    <AccountScreen title="Accountacties">
      <p>Wat wil je doen?</p>
      <ul>
        <li>
          <Link to="/login">Inloggen</Link>
        </li>
        <li>
          <Link to="/register">Een account maken</Link>
        </li>
        <li>
          <Link to="/reset-password">Een nieuw wachtwoord instellen</Link>
        </li>
      </ul>
    </AccountScreen>
  );
}
