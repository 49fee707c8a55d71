import {
  ChangePasswordDocument,
  DeleteSessionDocument,
  MySessionsDocument,
  type MySessionsQuery,
} from '@nsv/graphql';
import { data } from 'react-router';
import { PasswordForm } from '../components/settings/password-form.js';
import { SessionList } from '../components/settings/session-list.js';
import { apiForRequest, requireUser } from '../lib/session.server.js';
import { type FormOutcome, shownOutcome } from '../lib/settings.js';
import {
  querySettings,
  readSettingsFlash,
  runSettingsMutation,
  SETTINGS_HEADERS,
  settingsOutcomeAnswer,
} from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { Route } from './+types/settings-security';
import { readForm } from '../lib/http.js';

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  const result = await querySettings<MySessionsQuery, Record<string, never>>(
    request,
    apiForRequest(request),
    MySessionsDocument,
    {},
  );
  const { flash, headers } = readSettingsFlash(request);
  return data({ sessions: result.mySessions, flash }, { headers });
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Beveiliging - Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** Dutch messages for fields left empty (the API would answer with a less specific one). */
const EMPTY = {
  currentPassword: 'Vul je huidige wachtwoord in.',
  newPassword: 'Kies een nieuw wachtwoord.',
} as const;

/** Two kinds of form post here: `change-password` and `end-session` (one per session row). */
export async function action({ request }: Route.ActionArgs) {
  await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const api = apiForRequest(request);
  let outcome: FormOutcome;
  if (intent === 'end-session') {
    const id = String(form.get('id') ?? '');
    outcome = await runSettingsMutation(
      request,
      api,
      DeleteSessionDocument,
      { input: { id } },
      'end-session',
      'De sessie is beëindigd: dat apparaat is nu uitgelogd.',
    );
  } else {
    const currentPassword = String(form.get('currentPassword') ?? '');
    const newPassword = String(form.get('newPassword') ?? '');
    const fieldErrors: Record<string, string> = {};
    if (!currentPassword) fieldErrors.currentPassword = EMPTY.currentPassword;
    if (!newPassword) fieldErrors.newPassword = EMPTY.newPassword;
    outcome = Object.keys(fieldErrors).length
      ? { intent: 'change-password', ok: false, fieldErrors }
      : await runSettingsMutation(
          request,
          api,
          ChangePasswordDocument,
          { input: { currentPassword, newPassword } },
          'change-password',
          'Je wachtwoord is gewijzigd. Je bent op al je andere apparaten en browsers uitgelogd.',
        );
  }
  return settingsOutcomeAnswer(request, outcome);
}

/** `/settings/security`: change the password; the sessions, the current one marked, end others. */
export default function SettingsSecurity({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <h1>Beveiliging</h1>
      <PasswordForm outcome={shownOutcome(actionData, loaderData.flash, ['change-password'])} />
      <SessionList
        sessions={loaderData.sessions}
        outcome={shownOutcome(actionData, loaderData.flash, ['end-session'])}
      />
    </>
  );
}
