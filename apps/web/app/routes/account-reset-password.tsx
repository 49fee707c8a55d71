import { Button } from '@nsv/embeds/button';
import { RequestPasswordResetDocument, ResetPasswordDocument } from '@nsv/graphql';
import { useRef } from 'react';
import { Form, Link, redirect, useNavigation } from 'react-router';
import { AccountScreen } from '../components/account/account-screen.js';
import { FormMessage, TextField } from '../components/account/form-fields.js';
import {
  apiFormError,
  firstInvalidField,
  formText,
  invalidForm,
} from '../components/account/form-result.js';
import { accountScreenHref, safeReturnPath } from '../components/account/return-path.js';
import { useFocusFirstError } from '../components/account/use-focus-first-error.js';
import type { RouteHandle } from '../components/layout/route-handle.js';
import { PRIVATE_CACHE_CONTROL, readForm, TOKEN_PAGE_REFERRER_POLICY } from '../lib/http.js';
import { pageMeta } from '../lib/seo.js';
import { apiForRequest, sessionCookie } from '../lib/session.server.js';
import type { Route } from './+types/account-reset-password';

export const handle: RouteHandle = { layout: false };

/** The answer to every reset request: it never tells whether the email has an account. */
export function resetRequestedMessage(email: string): string {
  return `Als er een account bij ${email} hoort, hebben we een e-mail gestuurd met een link om een nieuw wachtwoord in te stellen. De link werkt één keer en is een uur geldig.`;
}

export function headers() {
  // The link's token is in the URL: never store the page, never send it elsewhere as a referrer.
  return { 'Cache-Control': PRIVATE_CACHE_CONTROL, 'Referrer-Policy': TOKEN_PAGE_REFERRER_POLICY };
}

/** Without `?token=`: ask for a link. With it: set a new password. */
export function loader({ request }: Route.LoaderArgs) {
  const params = new URL(request.url).searchParams;
  const terug = params.get('terug');
  return {
    token: params.get('token')?.trim() || null,
    terug: terug ? safeReturnPath(terug, '') || null : null,
  };
}

/**
 * `intent=aanvragen`: `requestPasswordReset` (always the same answer). `intent=instellen`:
 * `resetPassword` with the link's token; the answer is a new session, so the visitor is logged in
 * and goes home (every other session of the account has ended).
 */
export async function action({ request }: Route.ActionArgs) {
  const form = await readForm(request);
  const api = apiForRequest(request, null);

  if (formText(form, 'intent') === 'instellen') {
    const token = formText(form, 'token').trim();
    const password = formText(form, 'password');
    if (!password)
      return invalidForm({ fieldErrors: { password: 'Kies een nieuw wachtwoord.' }, values: {} });
    const result = await api
      .mutation(ResetPasswordDocument, { input: { token, password } })
      .toPromise();
    const session = (result.data as { resetPassword?: string } | undefined)?.resetPassword;
    if (result.error || !session) {
      // A link that is used, expired or mistyped is refused on `token`: the page says so itself.
      return apiFormError(result.error ?? { errors: [] }, ['password', 'token'], {});
    }
    return redirect('/', {
      status: 303,
      headers: { 'Set-Cookie': sessionCookie(session), 'Cache-Control': PRIVATE_CACHE_CONTROL },
    });
  }

  const values = { email: formText(form, 'email').trim() };
  if (!values.email)
    return invalidForm({ fieldErrors: { email: 'Vul je e-mailadres in.' }, values });
  const result = await api
    .mutation(RequestPasswordResetDocument, { input: { email: values.email } })
    .toPromise();
  if (result.error) return apiFormError(result.error, ['email'], values);
  return invalidForm({ success: resetRequestedMessage(values.email), values: {} }, 200);
}

/** The page's heading, and its title (the same words), for each state: ask for a link, or set. */
const REQUEST_TITLE = 'Wachtwoord vergeten';
const SET_TITLE = 'Nieuw wachtwoord instellen';

export function meta({ matches, loaderData }: Route.MetaArgs) {
  return pageMeta(
    {
      title: loaderData?.token ? SET_TITLE : REQUEST_TITLE,
      path: '/reset-password',
      hasIndex: false,
    },
    matches,
  );
}

export default function ResetPassword({ loaderData, actionData }: Route.ComponentProps) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstError(formRef, actionData);
  const submitting = useNavigation().state === 'submitting';
  const { token, terug } = loaderData;

  if (token) {
    return (
      <AccountScreen
        title={SET_TITLE}
        terug={terug}
        intro={<p>Kies een nieuw wachtwoord. Daarna ben je ingelogd en overal elders uitgelogd.</p>}
      >
        {actionData?.fieldErrors.token ? (
          <FormMessage kind="error">
            Deze link is ongeldig of verlopen.{' '}
            <Link to={accountScreenHref('/reset-password', terug)}>Vraag een nieuwe aan</Link>.
          </FormMessage>
        ) : actionData?.formError ? (
          <FormMessage kind="error">{actionData.formError}</FormMessage>
        ) : null}
        <Form method="post" className="account-form" ref={formRef} noValidate>
          <input type="hidden" name="intent" value="instellen" />
          <input type="hidden" name="token" value={token} />
          <TextField
            name="password"
            label="Nieuw wachtwoord"
            type="password"
            autoComplete="new-password"
            required
            minLength={8}
            maxLength={64}
            hint="Minstens 8 tekens. Een zin van een paar woorden is sterk en makkelijk te onthouden."
            error={actionData?.fieldErrors.password}
            autoFocus
          />
          <Button type="submit" label="Wachtwoord opslaan" loading={submitting} />
        </Form>
      </AccountScreen>
    );
  }

  const first = firstInvalidField(actionData, ['email']);
  return (
    <AccountScreen
      title={REQUEST_TITLE}
      terug={terug}
      intro={
        <p>Vul je e-mailadres in. We sturen je een link om een nieuw wachtwoord in te stellen.</p>
      }
    >
      {actionData?.success ? <FormMessage kind="success">{actionData.success}</FormMessage> : null}
      {actionData?.formError ? (
        <FormMessage kind="error">{actionData.formError}</FormMessage>
      ) : null}
      <Form method="post" className="account-form" ref={formRef} noValidate>
        <input type="hidden" name="intent" value="aanvragen" />
        <TextField
          name="email"
          label="E-mailadres"
          type="email"
          autoComplete="email"
          inputMode="email"
          spellCheck={false}
          required
          defaultValue={actionData?.values.email}
          error={actionData?.fieldErrors.email}
          autoFocus={first === 'email'}
        />
        <Button type="submit" label="Stuur me een link" loading={submitting} />
      </Form>
      <p className="account-screen__aside">
        Weet je het weer? <Link to={accountScreenHref('/login', terug)}>Log in</Link>.
      </p>
    </AccountScreen>
  );
}
