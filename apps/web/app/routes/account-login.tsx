import { Button } from '@nsv/embeds/button';
import { CreateSessionDocument } from '@nsv/graphql';
import { toastForErrorCode } from '@nsv/graphql/error-messages';
import { useEffect, useRef } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AccountScreen } from '../components/account/account-screen.js';
import { FormMessage, TextField } from '../components/account/form-fields.js';
import {
  apiFormError,
  firstInvalidField,
  formText,
  invalidForm,
} from '../components/account/form-result.js';
import {
  accountScreenHref,
  loginReasonIn,
  safeReturnPath,
} from '../components/account/return-path.js';
import { showToastForCode } from '../lib/api-errors.js';
import { useFocusFirstError } from '../components/account/use-focus-first-error.js';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { PRIVATE_CACHE_CONTROL, readForm } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { apiForRequest, loadUser, sessionCookie } from '../lib/session.server.js';
import type { Route } from './+types/account-login';

export const handle: RouteHandle = { layout: false };

const FIELDS = ['email', 'password'] as const;

/** The message for any failed login: it never tells whether the email has an account. */
export const LOGIN_FAILED = 'Het e-mailadres of wachtwoord klopt niet.';

export function headers() {
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL };
}

/**
 * A visitor who is already logged in goes straight back (`?terug=`). `?sessie=` tells why a
 * login-only page or action sent the visitor here (their session had ended, or there was none),
 * for the toast.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const terug = params.get('terug');
  const { user } = await loadUser(request);
  if (user) throw redirect(safeReturnPath(terug));
  return {
    terug: terug ? safeReturnPath(terug, '') || null : null,
    reason: loginReasonIn(params),
  };
}

/**
 * Logs in (`createSession`), stores the token in the session cookie and sends the visitor back to
 * where they came from. Every refusal of the email/password pair gets the same message.
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const values = { email: formText(form, 'email').trim() };
  const password = formText(form, 'password');
  const fieldErrors: Record<string, string> = {};
  if (!values.email) fieldErrors.email = 'Vul je e-mailadres in.';
  if (!password) fieldErrors.password = 'Vul je wachtwoord in.';
  if (Object.keys(fieldErrors).length) return invalidForm({ fieldErrors, values });

  const result = await apiForRequest(request, null)
    .mutation(CreateSessionDocument, { input: { email: values.email, password } })
    .toPromise();
  const token = (result.data as { createSession?: string } | undefined)?.createSession;
  if (result.error || !token) {
    const answer = apiFormError(result.error ?? { errors: [] }, FIELDS, values);
    // The API words a wrong pair on the password field; show it for the pair as a whole.
    if (answer.data.fieldErrors.password === LOGIN_FAILED) {
      delete answer.data.fieldErrors.password;
      answer.data.formError = LOGIN_FAILED;
    }
    return answer;
  }
  const terug = new URL(request.url).searchParams.get('terug');
  return redirect(safeReturnPath(terug), {
    status: 303,
    headers: { 'Set-Cookie': sessionCookie(token), 'Cache-Control': PRIVATE_CACHE_CONTROL },
  });
}

export function meta({ matches }: Route.MetaArgs) {
  return pageMeta({ title: 'Inloggen', path: '/login', hasIndex: false }, matches);
}

export default function Login({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const submitting = useNavigation().state === 'submitting';
  const first = firstInvalidField(actionData, FIELDS);
  const { terug, reason } = loaderData;
  // Sent here from a login-only page or action: 'Je sessie is verlopen', 'Hiervoor moet je ingelogd zijn'.
  useEffect(() => {
    if (reason) showToastForCode(reason);
  }, [reason]);
  return (
    <AccountScreen title="Inloggen" terug={terug}>
      {reason && !actionData ? (
        // Without JavaScript there is no toast: the screen itself says why the visitor is here.
        <noscript>
          <FormMessage kind="error">{toastForErrorCode(reason)?.message}</FormMessage>
        </noscript>
      ) : null}
      {actionData?.formError ? (
        <FormMessage kind="error">{actionData.formError}</FormMessage>
      ) : null}
      <Form method="post" className="account-form" ref={formRef} noValidate>
        <TextField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="username"
          inputMode="email"
          spellCheck={false}
          required
          defaultValue={actionData?.values.email}
          error={actionData?.fieldErrors.email}
          autoFocus={first === 'email' || (!actionData && true)}
        />
        <TextField
          name="password"
          label="Wachtwoord"
          type="password"
          autoComplete="current-password"
          required
          error={actionData?.fieldErrors.password}
          autoFocus={first === 'password' || (!!actionData?.formError && !first)}
        />
        <Button type="submit" label="Inloggen" loading={submitting} />
      </Form>
      <p className="account-screen__aside">
        <Link to={accountScreenHref('/reset-password', terug)}>Wachtwoord vergeten?</Link> Nog geen
        account? <Link to={accountScreenHref('/register', terug)}>Registreer je</Link>.
      </p>
    </AccountScreen>
  );
}
