import { Link, useActionData, useLocation } from 'react-router';
import { loginHref } from '../account/return-path.js';
import { replyHref } from '../../lib/articles-page.js';
import type { ReplyPage } from '../../lib/articles-page.server.js';
import { formatDutchDate } from '../../lib/format-date.js';
import {
  REPORT_PARAM,
  REPORT_SESSION_ENDED,
  replyAnchor,
  reportHref,
  type ReplyActionData,
  votesLabel,
} from '../../lib/replies.js';
import { useUser } from '../../lib/user.js';
import { Pager } from '../content/pager.js';
import { KeptText } from './kept-text.js';
import { ReportAction, VoteButton } from './reply-actions.js';
import { ReplyCheck, useCheckOutcomeToast } from './reply-check.js';
import { useReplyArticle } from './reply-context.js';
import { ReplyForm } from './reply-form.js';
import { ReportForm } from './report-form.js';
import { InlineStyle } from '../layout/inline-style.js';
import replyStyles from './reply.css?inline';

/** Avatar size in CSS pixels. */
const AVATAR_SIZE = 48;

/**
 * The 'Reacties' section under an article: the form to write one (when the article allows it),
 * then the list: avatar, username, label, date, the reply (HTML from the API's sanitiser, headings
 * from level 3), signature, votes and 'Melden'; paged, newest or oldest first.
 */
export function ReplyList({ replies, articlePath }: { replies: ReplyPage; articlePath: string }) {
  const { query } = replies;
  const other = query.order === 'nieuwste' ? 'oudste' : 'nieuwste';
  const user = useUser();
  const article = useReplyArticle();
  const location = useLocation();
  const params = new URLSearchParams(location.search);
  const reportOpen = params.get(REPORT_PARAM);
  params.delete(REPORT_PARAM);
  const search = params.size ? `?${params}` : '';
  // Forms post to the page as shown (its replies page and order), never with the report form open.
  const action = `${location.pathname}${search}`;
  const canAct = Boolean(user && article);
  const actionData = useActionData<ReplyActionData>();
  // A report sent without JavaScript after the session had ended: shown under its reply.
  const reportNotSent =
    actionData?.intent === 'report' && actionData.sessionEnded ? actionData : undefined;
  // A report refused without JavaScript (a reason too short): the post went to the page without
  // `?melden=`, so the form stays open through the answer, with the message and the typed reason.
  const reportRefused =
    actionData?.intent === 'report' && !actionData.ok && !actionData.sessionEnded
      ? actionData.replyId
      : undefined;
  useCheckOutcomeToast();
  return (
    <section className="replies" id="reacties" aria-labelledby="reacties-kop">
      <InlineStyle id="reply" css={replyStyles} />
      <h2 id="reacties-kop">Reacties</h2>
      {article?.isReplyAllowed ? (
        <ReplyForm
          article={article}
          action={action}
          isFirstPageNewest={query.page === 1 && query.order === 'nieuwste'}
        />
      ) : null}
      {article && !user && replies.items.length > 0 ? (
        <p className="replies__login">
          <Link to={loginHref(`${articlePath}${search}`)} rel="nofollow">
            Log in om te stemmen of een reactie te melden
          </Link>
        </p>
      ) : null}
      <p className="replies__order">
        {query.order === 'nieuwste' ? 'Nieuwste eerst' : 'Oudste eerst'} ·{' '}
        <Link to={replyHref(articlePath, { page: 1, order: other })}>Toon {other} eerst</Link>
      </p>
      {replies.items.length === 0 && replies.total > 0 ? (
        <p>
          Op deze pagina staan geen reacties meer.{' '}
          <Link to={replyHref(articlePath, { ...query, page: replies.pages })}>
            Naar de laatste pagina met reacties
          </Link>
        </p>
      ) : replies.items.length === 0 ? (
        <p>Er zijn nog geen reacties.</p>
      ) : (
        <ol className="replies__list">
          {replies.items.map((reply) => (
            <li key={reply.id} id={replyAnchor(reply.id)}>
              <article className="reply" aria-label={`Reactie van ${reply.user.username}`}>
                <header className="reply__header">
                  {reply.user.avatar ? (
                    <img
                      className="reply__avatar"
                      src={reply.user.avatar.url}
                      alt=""
                      width={AVATAR_SIZE}
                      height={AVATAR_SIZE}
                      loading="lazy"
                      decoding="async"
                    />
                  ) : (
                    <span className="reply__avatar reply__avatar--initial" aria-hidden="true">
                      {reply.user.username.slice(0, 1).toUpperCase()}
                    </span>
                  )}
                  <p className="reply__who">
                    <strong>{reply.user.username}</strong>
                    {reply.user.label ? (
                      <span className="reply__label">{reply.user.label}</span>
                    ) : null}
                    <time dateTime={reply.created_at}>{formatDutchDate(reply.created_at)}</time>
                  </p>
                </header>
                <div
                  className="reply__content"
                  dangerouslySetInnerHTML={{ __html: reply.content.rendered }}
                />
                {reply.user.signature ? (
                  <p className="reply__signature">{reply.user.signature}</p>
                ) : null}
                {user?.isAdmin && reply.isHidden ? (
                  <ReplyCheck replyId={reply.id} reportCount={reply.reportCount} action={action} />
                ) : null}
                <footer className="reply__actions">
                  {canAct ? (
                    <>
                      <VoteButton reply={reply} action={action} />
                      <ReportAction
                        reply={reply}
                        action={action}
                        pathname={location.pathname}
                        search={search}
                      />
                    </>
                  ) : (
                    <span className="reply__votes">
                      <span aria-hidden="true">▲ </span>
                      {votesLabel(reply.voteCount)}
                    </span>
                  )}
                </footer>
                {reportNotSent?.replyId === reply.id ? (
                  <section className="reply__report-form" aria-label="Reactie melden">
                    <KeptText
                      message={REPORT_SESSION_ENDED}
                      label="Je melding (nog niet verstuurd)"
                      id="melding-bewaard"
                      text={reportNotSent.reason ?? ''}
                      rows={3}
                      loginTo={reportHref(location.pathname, search, reply.id)}
                    />
                  </section>
                ) : canAct &&
                  (reportRefused === reply.id ||
                    (reportOpen === reply.id && !reply.viewerHasReported)) ? (
                  <section className="reply__report-form" aria-label="Reactie melden">
                    <ReportForm
                      replyId={reply.id}
                      action={action}
                      cancelHref={reportHref(location.pathname, search, null)}
                    />
                  </section>
                ) : null}
              </article>
            </li>
          ))}
        </ol>
      )}
      <Pager
        page={query.page}
        pages={replies.pages}
        total={replies.total}
        hrefFor={(page) => replyHref(articlePath, { ...query, page })}
        label="Paginering reacties"
      />
    </section>
  );
}
