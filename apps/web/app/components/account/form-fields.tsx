import type { InputHTMLAttributes, ReactNode } from 'react';

/** Props of {@link TextField}: a labelled input with its Dutch error message beside it. */
export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'id' | 'name' | 'children'
> {
  name: string;
  label: string;
  /** The error message for this field; marks it invalid and is read with it. */
  error?: string;
  /** A hint below the label, read with the field. */
  hint?: ReactNode;
}

/** A visible label, the input, an optional hint and the field's error (announced with the field). */
export function TextField({ name, label, error, hint, ...input }: TextFieldProps) {
  const id = `veld-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-fout` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="account-field" data-invalid={error ? '' : undefined}>
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="account-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      <input
        {...input}
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {error ? (
        <p className="account-field__error" id={`${id}-fout`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** Props of {@link CheckboxField}. */
export interface CheckboxFieldProps {
  name: string;
  label: string;
  defaultChecked?: boolean;
  required?: boolean;
  error?: string;
  autoFocus?: boolean;
  /** A hint below the label (a link to what is agreed to, say), read with the checkbox. */
  hint?: ReactNode;
}

/** A checkbox with its label after it, an optional hint and its error below. */
export function CheckboxField({
  name,
  label,
  defaultChecked,
  required,
  error,
  autoFocus,
  hint,
}: CheckboxFieldProps) {
  const id = `veld-${name}`;
  const describedBy = [hint ? `${id}-hint` : null, error ? `${id}-fout` : null]
    .filter(Boolean)
    .join(' ');
  return (
    <div className="account-field account-field--checkbox" data-invalid={error ? '' : undefined}>
      <input
        type="checkbox"
        id={id}
        name={name}
        value="ja"
        defaultChecked={defaultChecked}
        required={required}
        autoFocus={autoFocus}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      <label htmlFor={id}>{label}</label>
      {hint ? (
        <p className="account-field__hint" id={`${id}-hint`}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p className="account-field__error" id={`${id}-fout`}>
          {error}
        </p>
      ) : null}
    </div>
  );
}

/** A message about the whole form: an error (role alert) or a confirmation (role status). */
export function FormMessage({
  kind,
  children,
}: {
  kind: 'error' | 'success';
  children: ReactNode;
}) {
  return (
    <div
      className={`account-message account-message--${kind}`}
      role={kind === 'error' ? 'alert' : 'status'}
      tabIndex={-1}
      data-form-message={kind}
    >
      {children}
    </div>
  );
}
