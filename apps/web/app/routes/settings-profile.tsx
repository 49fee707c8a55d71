import { CreateMyProfileDocument, SaveMyProfileDocument } from '@nsv/graphql';
import { data, useRouteLoaderData } from 'react-router';
import { AvatarUpload } from '../components/settings/avatar-upload.js';
import { ProfileForm } from '../components/settings/profile-form.js';
import { formText } from '../components/account/form-result.js';
import { readForm } from '../lib/http.js';
import { keepProfileOnLogin, readKeptProfile } from '../lib/kept-profile.js';
import { apiForRequest, requireUser } from '../lib/session.server.js';
import {
  AVATAR_SAVED,
  type AvatarUploadResult,
  type FormOutcome,
  shownOutcome,
} from '../lib/settings.js';
import {
  forwardAvatarUpload,
  readSettingsFlash,
  runSettingsMutation,
  SETTINGS_HEADERS,
  settingsAnswer,
  settingsOutcomeAnswer,
} from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { SessionData } from '../lib/user.js';
import type { Route } from './+types/settings-profile';

export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  const { flash, headers } = readSettingsFlash(request);
  // What the member typed without JavaScript before their session ended (lib/kept-profile.ts).
  const { kept, setCookie } = readKeptProfile(request, user.id);
  const answer = new Headers(headers);
  if (setCookie) answer.append('Set-Cookie', setCookie);
  return data({ flash, kept }, { headers: answer });
}

export const headers = () => SETTINGS_HEADERS;

export function meta({ matches }: Route.MetaArgs) {
  return [
    { title: pageTitle('Profiel - Instellingen', siteNameFrom(matches)) },
    { name: 'robots', content: 'noindex' },
  ];
}

/** What the profile page's action answers: the profile form's outcome or the avatar upload's. */
type ProfileActionData = { profile: FormOutcome } | { avatar: AvatarUploadResult };

/**
 * Two forms post here: the avatar (multipart, streamed on to the API's upload endpoint) and the
 * profile (`intent` create-profile or save-profile: username and signature).
 */
export async function action({ request }: Route.ActionArgs) {
  const type = request.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    const user = await requireUser(request);
    if (!user.hasProfile) {
      return data<ProfileActionData>(
        { avatar: { ok: false, message: 'Maak eerst je profiel aan.' } },
        { status: 409, headers: SETTINGS_HEADERS },
      );
    }
    const avatar = await forwardAvatarUpload(request);
    return settingsAnswer<ProfileActionData>(
      request,
      { avatar },
      avatar.ok ? { intent: 'avatar', message: AVATAR_SAVED } : null,
    );
  }
  const form = await readForm(request);
  // What was typed, as typed: it goes back in the form when the profile is refused, and waits for
  // the member when their session had ended (lib/kept-profile.ts).
  const values = { username: formText(form, 'username'), signature: formText(form, 'signature') };
  try {
    return await saveProfile(request, formText(form, 'intent'), values);
  } catch (thrown) {
    throw keepProfileOnLogin(thrown, request, { member: formText(form, 'member'), ...values });
  }
}

/** The profile form's post: create or save the profile with what was typed. */
async function saveProfile(
  request: Request,
  sentIntent: string,
  values: { username: string; signature: string },
) {
  const user = await requireUser(request);
  const create = sentIntent === 'create-profile' || !user.hasProfile;
  const intent = create ? 'create-profile' : 'save-profile';
  const input = { username: values.username, signature: values.signature.trim() || null };
  const profile: FormOutcome = values.username.trim()
    ? await runSettingsMutation(
        request,
        apiForRequest(request),
        create ? CreateMyProfileDocument : SaveMyProfileDocument,
        { input },
        intent,
        create ? 'Je profiel is aangemaakt.' : 'Je profiel is opgeslagen.',
      )
    : { intent, ok: false, fieldErrors: { username: 'Kies een gebruikersnaam.' } };
  if (!profile.ok) profile.values = values;
  return settingsOutcomeAnswer<ProfileActionData>(request, profile, { profile });
}

/** `/settings/profile`: create or edit the profile, upload an avatar. */
export default function SettingsProfile({ loaderData, actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<SessionData>('root')?.user ?? null;
  const profile = user?.profile ?? null;
  const { flash, kept } = loaderData;
  const outcome = shownOutcome(
    actionData && 'profile' in actionData ? actionData.profile : undefined,
    actionData ? null : flash,
    ['create-profile', 'save-profile'],
  );
  // After the redirect of an upload without JavaScript, the avatar shown is the new one.
  const avatar: AvatarUploadResult | undefined =
    actionData && 'avatar' in actionData
      ? actionData.avatar
      : !actionData && flash?.intent === 'avatar' && profile?.avatar
        ? { ok: true, url: profile.avatar.url }
        : undefined;
  return (
    <>
      <h1>Profiel</h1>
      <ProfileForm
        key={profile ? 'save' : 'create'}
        profile={profile}
        outcome={outcome}
        kept={actionData ? null : kept}
      />
      {profile ? (
        <AvatarUpload key={avatar?.ok ? avatar.url : 'avatar'} profile={profile} result={avatar} />
      ) : (
        <p className="settings-note">Als je profiel er is, kun je hier ook een avatar kiezen.</p>
      )}
    </>
  );
}
