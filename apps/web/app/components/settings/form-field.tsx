import type { InputHTMLAttributes } from 'react';

/** Props of {@link FormField}: a labelled input with its Dutch error message next to it. */
export interface FormFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  name: string;
  label: string;
  /** The message shown under the field; also marks it invalid for assistive technology. */
  error?: string;
  /** A hint under the label. */
  hint?: string;
}

/** One labelled input of a settings form; the error is tied to it with `aria-describedby`. */
export function FormField({ name, label, error, hint, id, ...input }: FormFieldProps) {
  const fieldId = id ?? `veld-${name}`;
  const hintId = hint ? `${fieldId}-hint` : undefined;
  const errorId = error ? `${fieldId}-fout` : undefined;
  return (
    <div className="settings-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={fieldId}>{label}</label>
      {hint ? (
        <p className="settings-field__hint" id={hintId}>
          {hint}
        </p>
      ) : null}
      <input
        id={fieldId}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={[hintId, errorId].filter(Boolean).join(' ') || undefined}
        {...input}
      />
      {error ? (
        <p className="settings-field__error" id={errorId}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * The outcome of a form for the whole form: a success message (status) or an error (alert). Both
 * can take focus: `useFocusSettingsError` moves it to the error when no field is invalid, and the
 * session list to either when the button pressed went with its row.
 */
export function FormStatus({ message, error }: { message?: string; error?: string }) {
  if (error)
    return (
      <p
        className="settings-status settings-status--error"
        role="alert"
        tabIndex={-1}
        data-form-message="error"
      >
        {error}
      </p>
    );
  if (message)
    return (
      <p className="settings-status" role="status" tabIndex={-1}>
        {message}
      </p>
    );
  return null;
}
