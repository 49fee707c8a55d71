import { toast } from '@nsv/shell/toast';
import { useEffect, useId, useRef } from 'react';
import { Link, useActionData, useFetcher } from 'react-router';
import { useFormDraft } from '../../lib/form-draft.js';
import {
  REPORT_REASON_MAX,
  replyAnchor,
  type ReplyActionData,
  type ReplyActResult,
} from '../../lib/replies.js';
import { useUser } from '../../lib/user.js';
import { useHydrated } from './use-hydrated.js';
import { SubmitButton } from '../submit-button.js';

/** The thanks after a report. */
export const REPORT_THANKS = 'Bedankt voor je melding. Een beheerder bekijkt de reactie.';

/** The report form's field kept as a draft while the member types. */
const DRAFT_FIELDS = ['reason'] as const;

/**
 * The reason for reporting one reply. In the dialog (with JavaScript) it closes itself through
 * `onDone`; without JavaScript it sits under the reply (`?melden=`) and `cancelHref` closes it.
 * With JavaScript a reason that could not be sent (the session had ended) waits in the form when
 * the member opens it again after logging in (lib/form-draft.ts).
 */
export function ReportForm({
  replyId,
  action,
  onDone,
  cancelHref,
}: {
  replyId: string;
  action: string;
  onDone?: () => void;
  cancelHref?: string;
}) {
  const fetcher = useFetcher<ReplyActionData>();
  const actionData = useActionData<ReplyActionData>();
  const hydrated = useHydrated();
  const id = useId();
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const mine = (d: ReplyActionData | undefined): d is ReplyActResult =>
    d?.intent === 'report' && d.replyId === replyId;
  const result = mine(fetcher.data) ? fetcher.data : mine(actionData) ? actionData : undefined;
  const error = result?.ok === false ? result.fieldErrors?.reason : undefined;
  const busy = fetcher.state !== 'idle';
  const user = useUser();
  const { attach, onChange, restored, drop } = useFormDraft(
    user ? `melding:${user.id}:${replyId}` : null,
    DRAFT_FIELDS,
  );

  // Handled as soon as the answer is there, not once the page's data has been reloaded too: the
  // form under a reply (`?melden=`) is gone after that reload (the reply now says 'Gemeld'), and
  // its thanks with it.
  const handled = useRef<ReplyActionData | undefined>(undefined);
  useEffect(() => {
    const done = fetcher.data;
    if (!done || handled.current === done) return;
    handled.current = done;
    if (done.ok) {
      drop();
      toast.success(REPORT_THANKS);
      onDone?.();
    } else {
      fieldRef.current?.focus();
    }
  }, [fetcher.data, onDone, drop]);

  const fieldId = `${id}-reden`;
  const errorId = `${id}-fout`;
  const hintId = `${id}-hulp`;
  return (
    <fetcher.Form
      ref={attach}
      method="post"
      // Under the reply (without JavaScript) the page comes back at the reply, so a refused
      // reason is seen where it was typed instead of at the top of the article.
      action={cancelHref ? `${action}#${replyAnchor(replyId)}` : action}
      className="report-form"
      noValidate
      onChange={onChange}
    >
      <input type="hidden" name="intent" value="report" />
      <input type="hidden" name="replyId" value={replyId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <label htmlFor={fieldId}>Reden van je melding</label>
      <p id={hintId} className="reply-form__hint">
        Bijvoorbeeld: beledigend, reclame of onjuiste informatie. Hoogstens {REPORT_REASON_MAX}{' '}
        tekens.
      </p>
      <textarea
        ref={(element) => {
          fieldRef.current = element;
          // In the dialog: the browser's showModal() focuses the field marked autofocus (React's
          // autoFocus only calls focus() before the dialog opens, which showModal then moves).
          if (element && onDone) element.setAttribute('autofocus', '');
        }}
        id={fieldId}
        name="reason"
        rows={3}
        maxLength={REPORT_REASON_MAX}
        required
        defaultValue={result?.reason ?? ''}
        aria-describedby={error ? `${hintId} ${errorId}` : hintId}
        aria-invalid={error ? true : undefined}
      />
      {restored && !result?.ok ? (
        <p className="reply-form__hint" role="status">
          Je melding die nog niet verstuurd was, staat weer klaar.
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className="field-error">
          {error}
        </p>
      ) : null}
      {result?.ok === false && result.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <div className="reply-form__buttons">
        <SubmitButton className="reply-form__button" busy={busy}>
          {busy ? 'Bezig met versturen…' : 'Melding versturen'}
        </SubmitButton>
        {cancelHref ? <Link to={cancelHref}>Annuleren</Link> : null}
      </div>
    </fetcher.Form>
  );
}
