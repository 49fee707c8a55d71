import {
  AddInterestDocument,
  MyNotificationSettingsDocument,
  type MyNotificationSettingsQuery,
  RemoveInterestDocument,
  SubscribeMyNewsletterDocument,
  UnsubscribeMyNewsletterDocument,
} from '@nsv/graphql';
import { data } from 'react-router';
import { InterestSettings } from '../components/settings/interest-settings.js';
import { NewsletterSettings } from '../components/settings/newsletter-settings.js';
import { PushSettingsSection } from '../components/settings/push-settings-section.js';
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
import type { Route } from './+types/settings-notifications';
import { readForm } from '../lib/http.js';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const result = await querySettings<MyNotificationSettingsQuery, Record<string, never>>(
    request,
    apiForRequest(request),
    MyNotificationSettingsDocument,
    {},
  );
  const { flash, headers } = readSettingsFlash(request);
  return data(
    {
      email: user.email,
      mine: result.myInterests,
      available: result.interests,
      newsletter: result.myNewsletterSubscription,
      flash,
    },
    { headers },
  );
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Meldingen - Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** The forms of the page: add-interest, remove-interest, subscribe and unsubscribe. */
export async function action({ request }: Route.ActionArgs) {
  const user = await requireUser(request);
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const api = apiForRequest(request);
  const name = String(form.get('name') ?? '').trim();
  let outcome: FormOutcome;
  switch (intent) {
    case 'add-interest':
      outcome = name
        ? await runSettingsMutation(
            request,
            api,
            AddInterestDocument,
            { input: { name } },
            intent,
            `‘${name}’ staat nu bij je interesses.`,
          )
        : { intent, ok: false, fieldErrors: { name: 'Vul een interesse in.' } };
      // What was typed goes back in the field after a refusal; after a scripted success the form
      // empties the field when it still holds what was added.
      outcome.values = { name: String(form.get('name') ?? '') };
      break;
    case 'remove-interest':
      outcome = await runSettingsMutation(
        request,
        api,
        RemoveInterestDocument,
        { input: { name } },
        intent,
        `‘${name}’ is van je interesses gehaald.`,
      );
      break;
    case 'subscribe':
      outcome = await runSettingsMutation(
        request,
        api,
        SubscribeMyNewsletterDocument,
        { input: { email: user.email } },
        intent,
        `We hebben een bevestigingsmail gestuurd naar ${user.email}. Klik op de link in die mail om je aanmelding te bevestigen.`,
      );
      break;
    case 'unsubscribe':
      outcome = await runSettingsMutation(
        request,
        api,
        UnsubscribeMyNewsletterDocument,
        {},
        intent,
        'Je bent afgemeld voor de nieuwsbrief.',
      );
      break;
    default:
      outcome = { intent, ok: false, fieldErrors: {}, formError: 'Onbekende actie.' };
  }
  return settingsOutcomeAnswer(request, outcome);
}

/** `/settings/notifications`: interests, the newsletter and push in this browser. */
export default function SettingsNotifications({ loaderData, actionData }: Route.ComponentProps) {
  const interestOutcome = shownOutcome(actionData, loaderData.flash, [
    'add-interest',
    'remove-interest',
  ]);
  const newsletterOutcome = shownOutcome(actionData, loaderData.flash, [
    'subscribe',
    'unsubscribe',
  ]);
  return (
    <>
      <h1>Meldingen</h1>
      <InterestSettings
        mine={loaderData.mine}
        available={loaderData.available}
        outcome={interestOutcome}
      />
      <NewsletterSettings
        email={loaderData.email}
        status={loaderData.newsletter}
        outcome={newsletterOutcome}
      />
      <PushSettingsSection />
    </>
  );
}
