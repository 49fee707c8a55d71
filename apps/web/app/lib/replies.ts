/**
 * Replies under an article (issue 6, "Replies"): the form fields, the checks the web runs before
 * asking the API (the API runs the same ones), and what the article route's action answers.
 */

/** Shortest and longest reply in characters of markdown (the API's `REPLY_MIN/MAX`). */
export const REPLY_MIN = 2;
export const REPLY_MAX = 5000;
/** Shortest and longest reason of a report (the API's `REPORT_REASON_MIN/MAX`). */
export const REPORT_REASON_MIN = 3;
export const REPORT_REASON_MAX = 500;

/** The `intent` of a form posted to the article route. */
export type ReplyIntent = 'reply' | 'preview' | 'vote' | 'report' | 'check';

export const REPLY_INTENTS: readonly ReplyIntent[] = [
  'reply',
  'preview',
  'vote',
  'report',
  'check',
];

/** The reply form's outcome: written (`replyId`), previewed (`preview`) or refused. */
export interface ReplyFormResult {
  intent: 'reply' | 'preview';
  ok: boolean;
  /** The markdown as posted, to fill the field again. */
  content: string;
  /** Sanitised HTML from the API's `previewReply`. */
  preview?: string;
  replyId?: string;
  fieldErrors?: { content?: string };
  formError?: string;
  /** The session had ended when the reply was posted: not written, `content` kept for the visitor. */
  sessionEnded?: boolean;
}

/** A vote's, report's or (admin) check's outcome. */
export interface ReplyActResult {
  intent: 'vote' | 'report' | 'check';
  ok: boolean;
  replyId: string;
  /** The reason as posted, to fill the field again. */
  reason?: string;
  fieldErrors?: { reason?: string };
  formError?: string;
  /** A report sent without JavaScript after the session had ended: not sent, `reason` kept. */
  sessionEnded?: boolean;
}

/** What the article route's action answers to a script-driven submission or a refused form. */
export type ReplyActionData = ReplyFormResult | ReplyActResult;

/** What a member reads when the reply was not written because their session had ended. */
export const REPLY_SESSION_ENDED =
  'Je sessie is verlopen, dus je reactie is nog niet geplaatst. Log opnieuw in en plaats hem dan.';

/** What a member reads when the report was not sent because their session had ended. */
export const REPORT_SESSION_ENDED =
  'Je sessie is verlopen, dus je melding is nog niet verstuurd. Log opnieuw in en verstuur hem dan.';

/** The Dutch message for reply markdown that cannot be posted, or undefined. */
export function checkReplyContent(content: string): string | undefined {
  const length = content.trim().length;
  if (length === 0) return 'Je reactie is leeg.';
  // Not empty, only too short: saying 'leeg' about a typed character confuses.
  if (length < REPLY_MIN) return `Je reactie moet minstens ${REPLY_MIN} tekens lang zijn.`;
  if (length > REPLY_MAX) return `Je reactie mag hoogstens ${REPLY_MAX} tekens lang zijn.`;
  return undefined;
}

/** The Dutch message for a report reason that cannot be sent, or undefined. */
export function checkReportReason(reason: string): string | undefined {
  const length = reason.trim().length;
  if (length < REPORT_REASON_MIN)
    return `Geef een reden op van minstens ${REPORT_REASON_MIN} tekens.`;
  if (length > REPORT_REASON_MAX)
    return `De reden mag hoogstens ${REPORT_REASON_MAX} tekens lang zijn.`;
  return undefined;
}

/** The URL parameter that opens the report form of one reply without JavaScript. */
export const REPORT_PARAM = 'melden';

/** The anchor of one reply in the list. */
export const replyAnchor = (replyId: string) => `reactie-${replyId}`;

/** The page address (path + search) with the report form of `replyId` open, or closed when null. */
export function reportHref(pathname: string, search: string, replyId: string | null): string {
  const params = new URLSearchParams(search);
  if (replyId) params.set(REPORT_PARAM, replyId);
  else params.delete(REPORT_PARAM);
  const query = params.toString();
  return `${pathname}${query ? `?${query}` : ''}#${replyId ? replyAnchor(replyId) : 'reacties'}`;
}

/** 'stem' or 'stemmen'. */
export const votesLabel = (count: number) => `${count} ${count === 1 ? 'stem' : 'stemmen'}`;
