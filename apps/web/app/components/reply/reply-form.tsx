import { toast } from '@nsv/shell/toast';
import { useCallback, useEffect, useRef } from 'react';
import {
  type FetcherWithComponents,
  Link,
  useActionData,
  useFetcher,
  useNavigate,
} from 'react-router';
import { loginHref } from '../account/return-path.js';
import { SubmitButton } from '../submit-button.js';
import { GENERIC_ERROR_MESSAGE } from '../../lib/api-errors.js';
import { useFormDraft } from '../../lib/form-draft.js';
import {
  REPLY_MAX,
  REPLY_SESSION_ENDED,
  replyAnchor,
  type ReplyActionData,
  type ReplyFormResult,
} from '../../lib/replies.js';
import { useUser } from '../../lib/user.js';
import type { ReplyArticle } from './reply-context.js';
import { KeptText } from './kept-text.js';
import { useHydrated } from './use-hydrated.js';

/** The reply form's field kept as a draft. */
const DRAFT_FIELDS = ['content'] as const;

const isFormResult = (d: ReplyActionData | undefined): d is ReplyFormResult =>
  d?.intent === 'reply' || d?.intent === 'preview';

/**
 * 'Reactie' form under an article: markdown with a preview rendered by the API's sanitiser. Posts
 * to the article route's action, with or without JavaScript. Anonymous visitors and visitors
 * without a profile are told what to do first.
 */
export function ReplyForm({
  article,
  action,
  isFirstPageNewest,
}: {
  article: ReplyArticle;
  /** The article page's address (path + search): where the form posts. */
  action: string;
  /** Whether the list shows the first page, newest first (where a new reply appears). */
  isFirstPageNewest: boolean;
}) {
  const user = useUser();
  const fetcher = useFetcher<ReplyActionData>({ key: 'reply-form' });
  const actionData = useActionData<ReplyActionData>();
  // The latest outcome: a scripted post's, else a plain post's.
  const result = isFormResult(fetcher.data)
    ? fetcher.data
    : isFormResult(actionData)
      ? actionData
      : undefined;
  if (!user && result?.intent === 'reply' && !result.ok) {
    return <ReplyNotPosted result={result} article={article} />;
  }
  if (!user) {
    return (
      <div className="reply-form reply-form--closed">
        <p>
          <Link to={loginHref(article.path)} rel="nofollow">
            Log in om te reageren
          </Link>
        </p>
      </div>
    );
  }
  if (!user.hasProfile) {
    return (
      <div className="reply-form reply-form--closed">
        <p>
          Maak eerst een profiel aan om te kunnen reageren.{' '}
          <Link to="/settings/profile">Profiel aanmaken</Link>
        </p>
      </div>
    );
  }
  return (
    <WriteReply
      article={article}
      action={action}
      isFirstPageNewest={isFirstPageNewest}
      fetcher={fetcher}
      result={result}
    />
  );
}

/**
 * A reply that was posted but not written because the visitor turned out to be logged out (the
 * session had ended) or could not be checked: why, the text to copy, and the way to log in again.
 * With JavaScript the text also waits in the form after logging in (lib/form-draft.ts).
 */
function ReplyNotPosted({ result, article }: { result: ReplyFormResult; article: ReplyArticle }) {
  return (
    <div className="reply-form reply-form--closed">
      <KeptText
        message={
          result.sessionEnded ? REPLY_SESSION_ENDED : (result.formError ?? GENERIC_ERROR_MESSAGE)
        }
        label="Je reactie (nog niet geplaatst)"
        id="reactie-bewaard"
        text={result.content}
        rows={6}
        loginTo={result.sessionEnded ? article.path : undefined}
      />
    </div>
  );
}

function WriteReply({
  article,
  action,
  isFirstPageNewest,
  fetcher,
  result,
}: {
  article: ReplyArticle;
  action: string;
  isFirstPageNewest: boolean;
  /** The form's fetcher (key `reply-form`) and its latest outcome, from {@link ReplyForm}. */
  fetcher: FetcherWithComponents<ReplyActionData>;
  result: ReplyFormResult | undefined;
}) {
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const user = useUser();
  const formRef = useRef<HTMLFormElement>(null);
  const fieldRef = useRef<HTMLTextAreaElement>(null);
  const busy = fetcher.state !== 'idle';
  const submitting = busy ? fetcher.formData?.get('intent') : null;
  const error = result?.ok === false ? result.fieldErrors?.content : undefined;

  // A draft kept in this tab (a reply not posted before, e.g. when the session had ended) fills
  // the field again.
  const {
    attach,
    onChange: keepDraft,
    restored,
    drop: dropDraft,
  } = useFormDraft(user ? `reactie:${user.id}:${article.id}` : null, DRAFT_FIELDS);
  const attachForm = useCallback(
    (form: HTMLFormElement | null) => {
      formRef.current = form;
      attach(form);
    },
    [attach],
  );

  // After a scripted post: empty the form, say so, and show the list where the reply is.
  const handled = useRef<ReplyActionData | undefined>(undefined);
  useEffect(() => {
    const done = fetcher.data;
    if (fetcher.state !== 'idle' || !done || handled.current === done) return;
    handled.current = done;
    if (done.intent === 'reply' && done.ok && done.replyId) {
      formRef.current?.reset();
      dropDraft();
      toast.success('Je reactie is geplaatst.');
      if (!isFirstPageNewest) {
        void navigate(`${article.path}#${replyAnchor(done.replyId)}`, { preventScrollReset: true });
      }
    } else if (done.intent === 'reply' && !done.ok) {
      fieldRef.current?.focus();
    }
  }, [fetcher.state, fetcher.data, article.path, isFirstPageNewest, navigate, dropDraft]);

  const preview = result?.intent === 'preview' && result.ok ? result.preview : undefined;
  return (
    <fetcher.Form
      ref={attachForm}
      method="post"
      action={action}
      className="reply-form"
      aria-labelledby="reactie-schrijven"
      onChange={keepDraft}
      noValidate
    >
      <h3 id="reactie-schrijven">Schrijf een reactie</h3>
      <input type="hidden" name="articleId" value={article.id} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <label htmlFor="reactie-inhoud" className="reply-form__label">
        Reactie
      </label>
      <p id="reactie-hulp" className="reply-form__hint">
        Je kunt markdown gebruiken: **vet**, *schuin*, [tekst](https://…), een lijst met -.
        Hoogstens {REPLY_MAX} tekens.
      </p>
      <textarea
        ref={fieldRef}
        id="reactie-inhoud"
        name="content"
        rows={6}
        maxLength={REPLY_MAX}
        required
        defaultValue={
          result && !result.ok ? result.content : result?.intent === 'preview' ? result.content : ''
        }
        aria-describedby={error ? 'reactie-hulp reactie-fout' : 'reactie-hulp'}
        aria-invalid={error ? true : undefined}
      />
      {restored && !(result?.intent === 'reply' && result.ok) ? (
        <p className="reply-form__hint" role="status">
          Je reactie die nog niet geplaatst was, staat weer klaar.
        </p>
      ) : null}
      {error ? (
        <p id="reactie-fout" className="field-error">
          {error}
        </p>
      ) : null}
      {result?.ok === false && result.formError ? (
        <p className="form-error" role="alert">
          {result.formError}
        </p>
      ) : null}
      <div className="reply-form__buttons">
        <SubmitButton
          name="intent"
          value="preview"
          className="reply-form__button reply-form__button--secondary"
          busy={busy}
        >
          {submitting === 'preview' ? 'Voorbeeld laden…' : 'Voorbeeld'}
        </SubmitButton>
        <SubmitButton name="intent" value="reply" className="reply-form__button" busy={busy}>
          {submitting === 'reply' ? 'Bezig met plaatsen…' : 'Plaats reactie'}
        </SubmitButton>
      </div>
      <div aria-live="polite">
        {preview !== undefined ? (
          <section className="reply-form__preview" aria-labelledby="reactie-voorbeeld">
            <h4 id="reactie-voorbeeld">Voorbeeld</h4>
            {preview ? (
              // HTML from the API's sanitiser (previewReply), the same as stored replies get.
              <div className="reply__content" dangerouslySetInnerHTML={{ __html: preview }} />
            ) : (
              <p>Nog niets om te tonen.</p>
            )}
          </section>
        ) : null}
      </div>
    </fetcher.Form>
  );
}
