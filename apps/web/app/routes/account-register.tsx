import { Button } from '@nsv/embeds/button';
import { CreateAccountDocument, CreateSessionDocument } from '@nsv/graphql';
import { useRef } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AccountScreen } from '../components/account/account-screen.js';
import { CheckboxField, FormMessage, TextField } from '../components/account/form-fields.js';
import {
  apiFormError,
  firstInvalidField,
  formText,
  invalidForm,
} from '../components/account/form-result.js';
import { checkRegistration } from '../components/account/register-checks.js';
import { accountScreenHref, safeReturnPath } from '../components/account/return-path.js';
import { useFocusFirstError } from '../components/account/use-focus-first-error.js';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { PRIVATE_CACHE_CONTROL, readForm } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { apiForRequest, loadUser, sessionCookie } from '../lib/session.server.js';
import type { Route } from './+types/account-register';

export const handle: RouteHandle = { layout: false };

const FIELDS = ['email', 'username', 'password', 'acceptTerms'] as const;

/** The labels of spec §3, word for word. */
export const TERMS_LABEL = 'Ik ga akkoord met de voorwaarden van de Nederlandse Ski Vereniging.';
/** The content page with the association's terms. */
const TERMS_PATH = '/voorwaarden';
export const NEWSLETTER_LABEL = 'Ik wil de nieuwsbrief ontvangen';

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL };
}

/** A visitor who is already logged in has an account: back to where they were. */
export async function loader({ request }: Route.LoaderArgs) {
  const terug = new URL(request.url).searchParams.get('terug');
  const { user } = await loadUser(request);
  if (user) throw redirect(safeReturnPath(terug));
  return { terug: terug ? safeReturnPath(terug, '') || null : null };
}

/**
 * Registers (`createAccount`: email, username, password, terms, newsletter opt-in), then logs the
 * new member in and sends them back. Every field is checked here first, all at once, by the API's
 * rules (register-checks.ts); the API checks them again and what only it knows (a free email and
 * username, a password that is not too well known), its Dutch messages beside their fields.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = {
    email: formText(form, 'email').trim(),
    username: formText(form, 'username').trim(),
    newsletter: form.has('newsletter') ? 'ja' : '',
    acceptTerms: form.has('acceptTerms') ? 'ja' : '',
  };
  const password = formText(form, 'password');
  // Every field that is wrong at once (the API stops at the first); the API still checks them all.
  const fieldErrors = checkRegistration({
    email: values.email,
    username: values.username,
    password,
    acceptTerms: Boolean(values.acceptTerms),
  });
  if (Object.keys(fieldErrors).length) return invalidForm({ fieldErrors, values });

  const api = apiForRequest(request, null);
  const created = await api
    .mutation(CreateAccountDocument, {
      input: {
        email: values.email,
        username: values.username,
        password,
        acceptTerms: true,
        newsletter: values.newsletter === 'ja',
      },
    })
    .toPromise();
  if (created.error || !created.data) {
    return apiFormError(created.error ?? { errors: [] }, FIELDS, values);
  }

  const terug = safeReturnPath(new URL(request.url).searchParams.get('terug'));
  const session = await api
    .mutation(CreateSessionDocument, { input: { email: values.email, password } })
    .toPromise();
  const token = (session.data as { createSession?: string } | undefined)?.createSession;
  // The account exists; should logging in fail now (a rate limit), the login screen takes over.
  if (!token) {
    return redirect(accountScreenHref('/login', terug), {
      status: 303,
      headers: { 'Cache-Control': PRIVATE_CACHE_CONTROL },
    });
  }
  return redirect(terug, {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(token), 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Registreren', path: '/register', hasIndex: false }, matches);
}

export default function Register({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const submitting = useNavigation().state === 'submitting';
  const first = firstInvalidField(actionData, FIELDS);
  const values = actionData?.values;
  const { terug } = loaderData;
  return (
    <AccountScreen
      title="Registreren"
      terug={terug}
      intro={<p>Maak een account om te reageren en je interesses en meldingen in te stellen.</p>}
    >
      {actionData?.formError ? (
        <FormMessage kind="error">{actionData.formError}</FormMessage>
      ) : null}
      <Form method="post" className="account-form" ref={formRef} noValidate>
        <TextField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          defaultValue={values?.email}
          error={actionData?.fieldErrors.email}
          autoFocus={first === 'email'}
        />
        <TextField
          name="username"
          label="Gebruikersnaam"
          autoComplete="username"
          spellCheck={false}
          required
          minLength={2}
          maxLength={30}
          hint="2 tot 30 tekens; zo heet je bij je reacties."
          defaultValue={values?.username}
          error={actionData?.fieldErrors.username}
          autoFocus={first === 'username'}
        />
        <TextField
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="new-password"
          required
          minLength={8}
          maxLength={64}
          hint="Minstens 8 tekens. Een zin van een paar woorden is sterk en makkelijk te onthouden."
          error={actionData?.fieldErrors.password}
          autoFocus={first === 'password'}
        />
        <CheckboxField
          name="acceptTerms"
          label={TERMS_LABEL}
          hint={
            // A new tab: the form keeps what was typed (without JavaScript nothing else would).
            <a href={TERMS_PATH} target="_blank" rel="noopener">
              Lees de voorwaarden (opent in een nieuw tabblad)
            </a>
          }
          required
          defaultChecked={values?.acceptTerms === 'ja'}
          error={actionData?.fieldErrors.acceptTerms}
          autoFocus={first === 'acceptTerms'}
        />
        <CheckboxField
          name="newsletter"
          label={NEWSLETTER_LABEL}
          defaultChecked={values?.newsletter === 'ja'}
        />
        <Button type="submit" label="Account maken" loading={submitting} />
      </Form>
      <p className="account-screen__aside">
        Heb je al een account? <Link to={accountScreenHref('/login', terug)}>Log in</Link>.
      </p>
    </AccountScreen>
  );
}
