import { Link } from 'react-router';
import { replyHref } from '../../lib/articles-page.js';
import type { ReplyPage } from '../../lib/articles-page.server.js';
import { formatDutchDate } from '../../lib/format-date.js';
import { Pager } from '../content/pager.js';

/** Avatar size in CSS pixels. */
const AVATAR_SIZE = 48;

/**
 * The 'Reacties' list under an article: avatar, username, label, date, the reply (HTML from the
 * API's sanitiser, headings from level 3) and signature; paged, newest or oldest first.
 */
export function ReplyList({ replies, articlePath }: { replies: ReplyPage; articlePath: string }) {
  const { query } = replies;
  const other = query.order === 'nieuwste' ? 'oudste' : 'nieuwste';
  return (
    <section className="replies" id="reacties" aria-labelledby="reacties-kop">
      <h2 id="reacties-kop">Reacties</h2>
      <p className="replies__order">
        {query.order === 'nieuwste' ? 'Nieuwste eerst' : 'Oudste eerst'} ·{' '}
        <Link to={replyHref(articlePath, { page: 1, order: other })}>Toon {other} eerst</Link>
      </p>
      {replies.items.length === 0 ? (
        <p>Er zijn nog geen reacties.</p>
      ) : (
        <ol className="replies__list">
          {replies.items.map((reply) => (
            <li key={reply.id}>
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
