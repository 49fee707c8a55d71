import { Form, useNavigation } from 'react-router';
import type { FormOutcome } from '../../lib/settings.js';
import type { SiteProfile } from '../../lib/user.js';
import { FormField, FormStatus } from './form-field.js';

/**
 * Creates the profile (when there is none: a username and optionally a signature) or edits it.
 * A plain POST form: works without JavaScript; errors show next to their fields.
 */
export function ProfileForm({
  profile,
  outcome,
}: {
  profile: SiteProfile | null;
  outcome: FormOutcome | undefined;
}) {
  const navigation = useNavigation();
  const intent = profile ? 'save-profile' : 'create-profile';
  // A profile just created comes back as the edit form (the user is reloaded after the action):
  // its confirmation belongs to this form too.
  const justCreated = Boolean(profile && outcome?.ok && outcome.intent === 'create-profile');
  const mine = outcome?.intent === intent || justCreated ? outcome : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  return (
    <Form method="post" className="settings-form" aria-labelledby="profiel-gegevens">
      <h2 id="profiel-gegevens">{profile ? 'Je profiel' : 'Maak je profiel aan'}</h2>
      {profile ? null : (
        <p>
          Met een profiel kun je reageren op artikelen. Kies een gebruikersnaam; die ziet iedereen
          bij je reacties.
        </p>
      )}
      <input type="hidden" name="intent" value={intent} />
      <FormField
        name="username"
        label="Gebruikersnaam"
        autoComplete="username"
        required
        minLength={2}
        maxLength={30}
        defaultValue={profile?.username ?? ''}
        error={mine?.fieldErrors.username}
      />
      <FormField
        name="signature"
        label="Onderschrift (optioneel)"
        hint="Staat onder je reacties, hoogstens 200 tekens."
        maxLength={200}
        defaultValue={profile?.signature ?? ''}
        error={mine?.fieldErrors.signature}
      />
      <FormStatus message={mine?.ok ? mine.message : undefined} error={mine?.formError} />
      <button type="submit" className="settings-button" disabled={busy}>
        {profile ? 'Profiel opslaan' : 'Profiel aanmaken'}
      </button>
    </Form>
  );
}
