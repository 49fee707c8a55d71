import { useCallback, useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useFormDraft } from '../../lib/form-draft.js';
import type { FormOutcome } from '../../lib/settings.js';
import { type SiteProfile, useUser } from '../../lib/user.js';
import { SubmitButton } from '../submit-button.js';
import { FormField, FormStatus } from './form-field.js';
import { useFocusReplacedButton } from './use-focus-replaced-button.js';
import { useFocusSettingsError } from './use-focus-settings-error.js';

/** The profile form's fields kept as a draft while the member types. */
const DRAFT_FIELDS = ['username', 'signature'] as const;

/**
 * Creates the profile (when there is none: a username and optionally a signature) or edits it.
 * A plain POST form: works without JavaScript; errors show next to their fields, with what was
 * typed still in them, and focus goes to the first invalid field. Our checks, not the browser's
 * (`noValidate`): its bubbles speak the browser's language and mark nothing invalid. With
 * JavaScript what the member typed waits in the form when it could not be saved because the
 * session had ended (they log in again and come back here; lib/form-draft.ts); without it the
 * server keeps it for them (`kept`, lib/kept-profile.ts).
 */
export function ProfileForm({
  profile,
  outcome,
  kept,
}: {
  profile: SiteProfile | null;
  outcome: FormOutcome | undefined;
  /** What the member typed before their session ended, sent without JavaScript. */
  kept?: { username: string; signature: string } | null;
}) {
  const navigation = useNavigation();
  const intent = profile ? 'save-profile' : 'create-profile';
  // A profile just created comes back as the edit form (the user is reloaded after the action):
  // its confirmation belongs to this form too.
  const justCreated = Boolean(profile && outcome?.ok && outcome.intent === 'create-profile');
  const mine = outcome?.intent === intent || justCreated ? outcome : undefined;
  const busy = navigation.state === 'submitting' && navigation.formData?.get('intent') === intent;
  const user = useUser();
  const { attach, onChange, restored, drop } = useFormDraft(
    user ? `profiel:${user.id}` : null,
    DRAFT_FIELDS,
  );
  const saved = Boolean(mine?.ok);
  useEffect(() => {
    if (saved) drop();
  }, [saved, drop]);
  const formRef = useRef<HTMLFormElement | null>(null);
  const ref = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      attach(form);
    },
    [attach],
  );
  useFocusSettingsError(formRef, mine);
  // The profile just created comes back as the edit form, a new one (keyed by the profile).
  useFocusReplacedButton(formRef, justCreated);
  // A refused form shows what was typed (without JavaScript the page is new; with it the fields
  // keep it anyway), and so does the form a member comes back to after their session had ended.
  const typed = mine && !mine.ok ? mine.values : (kept ?? undefined);
  const firstInvalid = (['username', 'signature'] as const).find((name) => mine?.fieldErrors[name]);
  return (
    <Form
      ref={ref}
      method="post"
      className="settings-form"
      aria-labelledby="profiel-gegevens"
      onChange={onChange}
      noValidate
    >
      <h2 id="profiel-gegevens">{profile ? 'Je profiel' : 'Maak je profiel aan'}</h2>
      {profile ? null : (
        <p>
          Met een profiel kun je reageren op artikelen. Kies een gebruikersnaam; die ziet iedereen
          bij je reacties.
        </p>
      )}
      <input type="hidden" name="intent" value={intent} />
      {/* Whose form this is: text kept after the session ended goes back to this member only. */}
      {user ? <input type="hidden" name="member" value={user.id} /> : null}
      <FormField
        name="username"
        label="Gebruikersnaam"
        autoComplete="username"
        required
        minLength={2}
        maxLength={30}
        defaultValue={typed?.username ?? profile?.username ?? ''}
        error={mine?.fieldErrors.username}
        autoFocus={firstInvalid === 'username'}
      />
      <FormField
        name="signature"
        label="Onderschrift (optioneel)"
        hint="Staat onder je reacties, hoogstens 200 tekens."
        maxLength={200}
        defaultValue={typed?.signature ?? profile?.signature ?? ''}
        error={mine?.fieldErrors.signature}
        autoFocus={firstInvalid === 'signature'}
      />
      {(restored || kept) && !saved ? (
        <p className="settings-note" role="status">
          Je wijzigingen die nog niet opgeslagen waren, staan weer klaar.
        </p>
      ) : null}
      <FormStatus message={mine?.ok ? mine.message : undefined} error={mine?.formError} />
      <SubmitButton className="settings-button" busy={busy}>
        {profile ? 'Profiel opslaan' : 'Profiel aanmaken'}
      </SubmitButton>
    </Form>
  );
}
