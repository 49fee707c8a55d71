import { type ChangeEvent, useEffect, useMemo, useRef, useState } from 'react';
import { Form, useNavigation } from 'react-router';
import {
  AVATAR_SAVED,
  AVATAR_TYPES,
  type AvatarUploadResult,
  checkAvatarFile,
  type FormOutcome,
} from '../../lib/settings.js';
import type { SiteProfile } from '../../lib/user.js';
import { SubmitButton } from '../submit-button.js';
import { useFocusReplacedButton } from './use-focus-replaced-button.js';
import { useFocusSettingsError } from './use-focus-settings-error.js';

/** The width the current avatar is shown at (one of the media endpoint's widths). */
const AVATAR_PREVIEW_WIDTH = 160;

/**
 * The avatar: the current one, a file field (JPG, PNG or WebP up to 5 MB) with a preview of the
 * chosen file, and the upload. A multipart form: works without JavaScript (the server checks the
 * file again and answers in Dutch, also when none was chosen: `noValidate`, no browser bubble); with
 * JavaScript a wrong type or size is refused before sending, a refusal moves focus to the file
 * field, and choosing another file clears the last answer. The parent keys it by the uploaded
 * avatar, so a successful upload starts with an empty form (its button keeps the focus).
 */
export function AvatarUpload({
  profile,
  result,
}: {
  profile: SiteProfile;
  result: AvatarUploadResult | undefined;
}) {
  const navigation = useNavigation();
  const [preview, setPreview] = useState<string | null>(null);
  const [clientError, setClientError] = useState<string | null>(null);
  // The server's answer the member has moved on from by choosing another file.
  const [dismissed, setDismissed] = useState<AvatarUploadResult | undefined>(undefined);
  const shown = result && result !== dismissed ? result : undefined;
  const formRef = useRef<HTMLFormElement>(null);
  const refused = useMemo<FormOutcome | undefined>(
    () =>
      result && !result.ok
        ? { intent: 'avatar', ok: false, fieldErrors: { avatar: result.message } }
        : undefined,
    [result],
  );
  useFocusSettingsError(formRef, refused);
  // After an upload the form is a new one (keyed by the avatar).
  useFocusReplacedButton(formRef, result?.ok === true);
  const busy =
    navigation.state === 'submitting' &&
    navigation.formEncType === 'multipart/form-data' &&
    navigation.formAction?.endsWith('/settings/profile') === true;

  useEffect(
    () => () => {
      if (preview) URL.revokeObjectURL(preview);
    },
    [preview],
  );
  function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.currentTarget.files?.[0];
    setDismissed(result);
    setPreview(null);
    if (!file) {
      setClientError(null);
      return;
    }
    const problem = checkAvatarFile(file);
    setClientError(problem);
    if (problem) {
      event.currentTarget.value = '';
      return;
    }
    setPreview(URL.createObjectURL(file));
  }

  const error = clientError ?? (shown && !shown.ok ? shown.message : null);
  const current = profile.avatar;
  return (
    <Form
      method="post"
      encType="multipart/form-data"
      className="settings-form settings-avatar"
      aria-labelledby="avatar-titel"
      ref={formRef}
      noValidate
    >
      <h2 id="avatar-titel">Avatar</h2>
      <div className="settings-avatar__images">
        <figure>
          {current ? (
            <img
              src={`${current.url}?w=${AVATAR_PREVIEW_WIDTH}`}
              alt="Je huidige avatar"
              width={96}
              height={96}
              data-testid="current-avatar"
            />
          ) : (
            <span className="settings-avatar__empty" aria-hidden="true">
              {profile.username.slice(0, 1).toUpperCase()}
            </span>
          )}
          <figcaption>{current ? 'Huidige avatar' : 'Nog geen avatar'}</figcaption>
        </figure>
        {preview ? (
          <figure>
            <img src={preview} alt="Voorbeeld van je nieuwe avatar" width={96} height={96} />
            <figcaption>Voorbeeld</figcaption>
          </figure>
        ) : null}
      </div>
      <div className="settings-field" data-invalid={error ? '' : undefined}>
        <label htmlFor="veld-avatar">Kies een afbeelding</label>
        <p className="settings-field__hint" id="veld-avatar-hint">
          JPG, PNG of WebP, hoogstens 5 MB en 4000 × 4000 pixels.
        </p>
        <input
          id="veld-avatar"
          type="file"
          name="avatar"
          accept={AVATAR_TYPES.join(',')}
          required
          onChange={choose}
          autoFocus={Boolean(result && !result.ok)}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? 'veld-avatar-hint veld-avatar-fout' : 'veld-avatar-hint'}
        />
        {error ? (
          <p className="settings-field__error" id="veld-avatar-fout" role="alert">
            {error}
          </p>
        ) : null}
      </div>
      {shown?.ok ? (
        <p className="settings-status" role="status">
          {AVATAR_SAVED}
        </p>
      ) : null}
      <SubmitButton className="settings-button" busy={busy}>
        {busy ? 'Bezig met uploaden…' : 'Avatar uploaden'}
      </SubmitButton>
    </Form>
  );
}
