import { Link } from 'react-router';
import { loginHref } from '../account/return-path.js';

/**
 * Text a member sent that was not written (a reply or report after the session had ended, a reply
 * when the API could not be reached): why, the text in a read-only field to copy, and with
 * `loginTo` the way to log in again and come back there.
 */
export function KeptText({
  message,
  label,
  id,
  text,
  rows,
  loginTo,
}: {
  message: string;
  label: string;
  id: string;
  text: string;
  rows: number;
  loginTo?: string;
}) {
  return (
    <>
      <p className="form-error" role="alert">
        {message}
      </p>
      <label htmlFor={id} className="reply-form__label">
        {label}
      </label>
      <textarea id={id} rows={rows} readOnly defaultValue={text} />
      {loginTo ? (
        <p>
          <Link to={loginHref(loginTo)} rel="nofollow">
            Log opnieuw in
          </Link>
        </p>
      ) : null}
    </>
  );
}
