import {
  CheckReplyDocument,
  type CheckReplyMutation,
  type CheckReplyMutationVariables,
  type CombinedError,
  InsertReplyDocument,
  type InsertReplyMutation,
  type InsertReplyMutationVariables,
  PreviewReplyDocument,
  type PreviewReplyQuery,
  type PreviewReplyQueryVariables,
  ReportReplyDocument,
  type ReportReplyMutation,
  type ReportReplyMutationVariables,
  VoteReplyDocument,
  type VoteReplyMutation,
  type VoteReplyMutationVariables,
} from '@nsv/graphql';
import { data, redirect } from 'react-router';
import { loginHref } from '../components/account/return-path.js';
import { formText } from '../components/account/form-result.js';
import {
  endsSession,
  errorEntries,
  fieldErrorsOf,
  formErrorOf,
  GENERIC_ERROR_MESSAGE,
} from './api-errors.js';
import { pageUrl } from './content-url.js';
import {
  checkReplyContent,
  checkReportReason,
  REPLY_INTENTS,
  REPORT_PARAM,
  replyAnchor,
  type ReplyActionData,
  type ReplyIntent,
} from './replies.js';
import { apiForRequest, clearSessionCookie, loadUser } from './session.server.js';
import { readForm } from './http.js';

/** Codes whose API message is written for the visitor and says exactly what went wrong. */
const WORDED_CODES = new Set(['forbidden', 'rate-limited', 'not-found']);

/** The form-level message of an API error: the API's own words where they are meant for visitors. */
function formMessage(error: CombinedError | undefined): string {
  const worded = errorEntries(error).find((e) => WORDED_CODES.has(String(e.extensions?.code)));
  return worded?.message ?? formErrorOf(error) ?? GENERIC_ERROR_MESSAGE;
}

const refused = (result: ReplyActionData) => data(result, { status: 400 });

/**
 * The article route's action: write or preview a reply, vote, report. A form posted by a script
 * (`js=1`, a fetcher) gets data back; a plain form post is redirected back to the page (post,
 * redirect, get) once it succeeded, or gets the page again with the messages when refused.
 */
export async function replyAction(request: Request) {
  const url = pageUrl(request);
  const form = await readForm(request);
  const intentValue = formText(form, 'intent');
  if (!REPLY_INTENTS.includes(intentValue as ReplyIntent)) {
    throw data('Onbekende actie', { status: 400 });
  }
  const intent = intentValue as ReplyIntent;
  const withScript = formText(form, 'js') === '1';
  const params = new URLSearchParams(url.search);
  params.delete(REPORT_PARAM);
  const here = `${url.pathname}${params.size ? `?${params}` : ''}`;
  const api = apiForRequest(request);

  if (intent === 'preview') {
    const content = formText(form, 'content');
    const result = await api
      .query<PreviewReplyQuery, PreviewReplyQueryVariables>(
        PreviewReplyDocument,
        { markdown: content },
        { requestPolicy: 'network-only' },
      )
      .toPromise();
    if (result.error || !result.data) {
      const fieldErrors = result.error ? fieldErrorsOf(result.error) : {};
      return refused({
        intent,
        ok: false,
        content,
        fieldErrors: { content: fieldErrors.content },
        formError: fieldErrors.content ? undefined : formMessage(result.error),
      });
    }
    return { intent, ok: true, content, preview: result.data.previewReply } as ReplyActionData;
  }

  const { user, setCookie, unavailable, problem: ended } = await loadUser(request);
  /**
   * A reply posted after the session ended (it expired, or the member logged out elsewhere) is
   * not written, but not lost either: the page says why and holds the text, instead of sending
   * the member to the login screen without it. The same for a report sent without JavaScript (with
   * JavaScript the login screen follows and the reason waits in the dialog's draft).
   */
  const kept = (cookie: string | undefined) =>
    data(
      (intent === 'reply'
        ? { intent, ok: false, content: formText(form, 'content'), sessionEnded: true }
        : {
            intent: 'report',
            ok: false,
            replyId: formText(form, 'replyId'),
            reason: formText(form, 'reason'),
            sessionEnded: true,
          }) satisfies ReplyActionData,
      { status: 401, headers: cookie ? { 'Set-Cookie': cookie } : {} },
    );
  if (!user) {
    if (intent === 'reply' && unavailable) {
      const content = formText(form, 'content');
      return refused({ intent, ok: false, content, formError: GENERIC_ERROR_MESSAGE });
    }
    if (intent === 'reply' || (intent === 'report' && !withScript && !unavailable))
      return kept(setCookie);
    // Without any session (logged out in another tab) the vote or report needed one.
    throw redirect(
      loginHref(here, ended ?? 'bearer-token-missing'),
      setCookie ? { headers: { 'Set-Cookie': setCookie } } : {},
    );
  }
  /** The API ended the session meanwhile: to the login screen (which says so), the cookie cleared. */
  const loggedOut = () =>
    redirect(loginHref(here, 'session-not-found'), {
      headers: { 'Set-Cookie': clearSessionCookie() },
    });

  if (intent === 'reply') {
    if (!user.hasProfile) throw redirect('/settings/profile');
    const content = formText(form, 'content');
    const problem = checkReplyContent(content);
    if (problem) return refused({ intent, ok: false, content, fieldErrors: { content: problem } });
    const result = await api
      .mutation<InsertReplyMutation, InsertReplyMutationVariables>(InsertReplyDocument, {
        input: { articleId: formText(form, 'articleId'), content },
      })
      .toPromise();
    if (result.error || !result.data) {
      if (result.error && endsSession(result.error)) return kept(clearSessionCookie());
      const fieldErrors = result.error ? fieldErrorsOf(result.error) : {};
      return refused({
        intent,
        ok: false,
        content,
        fieldErrors: { content: fieldErrors.content },
        formError: fieldErrors.content ? undefined : formMessage(result.error),
      });
    }
    const replyId = result.data.insertReply;
    // The first page, newest first: where the new reply is.
    if (!withScript) throw redirect(`${url.pathname}#${replyAnchor(replyId)}`);
    return { intent, ok: true, content: '', replyId } as ReplyActionData;
  }

  const replyId = formText(form, 'replyId');
  if (intent === 'vote') {
    const result = await api
      .mutation<VoteReplyMutation, VoteReplyMutationVariables>(VoteReplyDocument, {
        input: { replyId },
      })
      .toPromise();
    if (result.error || !result.data) {
      if (result.error && endsSession(result.error)) throw loggedOut();
      return refused({ intent, ok: false, replyId, formError: formMessage(result.error) });
    }
    if (!withScript) throw redirect(`${here}#${replyAnchor(replyId)}`);
    return { intent, ok: true, replyId } as ReplyActionData;
  }

  if (intent === 'check') {
    const visible = formText(form, 'visible') === 'true';
    const result = await api
      .mutation<CheckReplyMutation, CheckReplyMutationVariables>(CheckReplyDocument, {
        input: { replyId, visible },
      })
      .toPromise();
    if (result.error || !result.data) {
      if (result.error && endsSession(result.error)) throw loggedOut();
      return refused({ intent, ok: false, replyId, formError: formMessage(result.error) });
    }
    if (!withScript) throw redirect(`${here}#${visible ? replyAnchor(replyId) : 'reacties'}`);
    return { intent, ok: true, replyId } as ReplyActionData;
  }

  const reason = formText(form, 'reason');
  const problem = checkReportReason(reason);
  if (problem)
    return refused({ intent, ok: false, replyId, reason, fieldErrors: { reason: problem } });
  const result = await api
    .mutation<ReportReplyMutation, ReportReplyMutationVariables>(ReportReplyDocument, {
      input: { replyId, reason },
    })
    .toPromise();
  if (result.error || !result.data) {
    if (result.error && endsSession(result.error)) {
      if (!withScript) return kept(clearSessionCookie());
      throw loggedOut();
    }
    const fieldErrors = result.error ? fieldErrorsOf(result.error) : {};
    return refused({
      intent,
      ok: false,
      replyId,
      reason,
      fieldErrors: { reason: fieldErrors.reason },
      formError: fieldErrors.reason ? undefined : formMessage(result.error),
    });
  }
  if (!withScript) throw redirect(`${here}#${replyAnchor(replyId)}`);
  return { intent, ok: true, replyId } as ReplyActionData;
}
