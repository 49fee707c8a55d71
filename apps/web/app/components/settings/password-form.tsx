import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import type { FormOutcome } from '../../lib/settings.js';
import { SubmitButton } from '../submit-button.js';
import { FormField, FormStatus } from './form-field.js';
import { useFocusSettingsError } from './use-focus-settings-error.js';

/**
 * Change the password: the current one and a new one, with Dutch messages per field (ours, not
 * the browser's: `noValidate`); a refusal moves focus to the first invalid field. After a change
 * the API ends every other session; the success message says so.
 */
export function PasswordForm({ outcome }: { outcome: FormOutcome | undefined }) {
  const navigation = useNavigation();
  const busy =
    navigation.state === 'submitting' && navigation.formData?.get('intent') === 'change-password';
  const formRef = useRef<HTMLFormElement>(null);
  // A changed password is not left in the fields.
  useEffect(() => {
    if (outcome?.ok) formRef.current?.reset();
  }, [outcome]);
  useFocusSettingsError(formRef, outcome);
  const firstInvalid = outcome?.fieldErrors.currentPassword
    ? 'currentPassword'
    : outcome?.fieldErrors.newPassword || outcome?.fieldErrors.password
      ? 'newPassword'
      : undefined;
  return (
    <Form
      method="post"
      className="settings-form"
      aria-labelledby="wachtwoord-titel"
      ref={formRef}
      noValidate
    >
      <h2 id="wachtwoord-titel">Wachtwoord wijzigen</h2>
      <input type="hidden" name="intent" value="change-password" />
      <FormField
        name="currentPassword"
        label="Huidig wachtwoord"
        type="password"
        autoComplete="current-password"
        required
        error={outcome?.fieldErrors.currentPassword}
        autoFocus={firstInvalid === 'currentPassword'}
      />
      <FormField
        name="newPassword"
        label="Nieuw wachtwoord"
        type="password"
        autoComplete="new-password"
        hint="Minstens 8 tekens. Een zin van een paar woorden is sterk en goed te onthouden."
        required
        error={outcome?.fieldErrors.newPassword ?? outcome?.fieldErrors.password}
        autoFocus={firstInvalid === 'newPassword'}
      />
      <FormStatus message={outcome?.ok ? outcome.message : undefined} error={outcome?.formError} />
      <SubmitButton className="settings-button" busy={busy}>
        Wachtwoord wijzigen
      </SubmitButton>
    </Form>
  );
}
