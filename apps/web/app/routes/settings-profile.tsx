import { CreateMyProfileDocument, SaveMyProfileDocument } from '@nsv/graphql';
import { data, useRouteLoaderData } from 'react-router';
import { AvatarUpload } from '../components/settings/avatar-upload.js';
import { ProfileForm } from '../components/settings/profile-form.js';
import { apiForRequest, requireUser } from '../lib/session.server.js';
import type { AvatarUploadResult, FormOutcome } from '../lib/settings.js';
import {
  forwardAvatarUpload,
  runSettingsMutation,
  SETTINGS_HEADERS,
} from '../lib/settings.server.js';
import { pageTitle, siteNameFrom } from '../lib/site.js';
import type { SessionData } from '../lib/user.js';
import type { Route } from './+types/settings-profile';
import { readForm } from '../lib/http.js';

export async function loader({ request }: Route.LoaderArgs) {
  await requireUser(request);
  return null;
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
  const user = await requireUser(request);
  const type = request.headers.get('content-type') ?? '';
  if (type.toLowerCase().startsWith('multipart/form-data')) {
    if (!user.hasProfile) {
      return data<ProfileActionData>(
        { avatar: { ok: false, message: 'Maak eerst je profiel aan.' } },
        { status: 409, headers: SETTINGS_HEADERS },
      );
    }
    const avatar = await forwardAvatarUpload(request);
    return data<ProfileActionData>(
      { avatar },
      { status: avatar.ok ? 200 : 400, headers: SETTINGS_HEADERS },
    );
  }
  const form = await readForm(request);
  const intent = String(form.get('intent') ?? '');
  const input = {
    username: String(form.get('username') ?? ''),
    signature: String(form.get('signature') ?? '').trim() || null,
  };
  const create = intent === 'create-profile' || !user.hasProfile;
  const profile = await runSettingsMutation(
    request,
    apiForRequest(request),
    create ? CreateMyProfileDocument : SaveMyProfileDocument,
    { input },
    create ? 'create-profile' : 'save-profile',
    create ? 'Je profiel is aangemaakt.' : 'Je profiel is opgeslagen.',
  );
  return data<ProfileActionData>(
    { profile },
    { status: profile.ok ? 200 : 400, headers: SETTINGS_HEADERS },
  );
}

/** `/settings/profile`: create or edit the profile, upload an avatar. */
export default function SettingsProfile({ actionData }: Route.ComponentProps) {
  const user = useRouteLoaderData<SessionData>('root')?.user ?? null;
  const profile = user?.profile ?? null;
  const outcome = actionData && 'profile' in actionData ? actionData.profile : undefined;
  const avatar = actionData && 'avatar' in actionData ? actionData.avatar : undefined;
  return (
    <>
      <h1>Profiel</h1>
      <ProfileForm key={profile ? 'save' : 'create'} profile={profile} outcome={outcome} />
      {profile ? (
        <AvatarUpload key={avatar?.ok ? avatar.url : 'avatar'} profile={profile} result={avatar} />
      ) : (
        <p className="settings-note">Als je profiel er is, kun je hier ook een avatar kiezen.</p>
      )}
    </>
  );
}
