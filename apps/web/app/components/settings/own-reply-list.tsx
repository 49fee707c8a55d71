import type { MyRepliesQuery } from '@nsv/graphql';
import { Link } from 'react-router';
import { formatDutchDate } from '../../lib/format-date.js';
import { Pagination } from '../search/pagination.js';

type OwnReply = MyRepliesQuery['myReplies']['items'][number];

/** Props of {@link OwnReplyList}. */
export interface OwnReplyListProps {
  page: number;
  total: number;
  pageSize: number;
  replies: readonly OwnReply[];
}

/** The visitor's own replies: article link, date and the reply as rendered; an empty state. */
export function OwnReplyList({ page, total, pageSize, replies }: OwnReplyListProps) {
  if (total === 0) {
    return (
      <div className="settings-empty">
        <p>Je hebt nog geen reacties geschreven.</p>
        <p>
          Onder elk artikel waar reageren aan staat, kun je een reactie plaatsen.{' '}
          <Link to="/nieuws">Bekijk het nieuws</Link>
        </p>
      </div>
    );
  }
  if (replies.length === 0) {
    return (
      <div className="settings-empty">
        <p>Op deze pagina staan geen reacties.</p>
        <p>
          <Link to="/settings/replies">Naar je nieuwste reacties</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <p className="settings-count">
        {total === 1 ? 'Je hebt 1 reactie geschreven.' : `Je hebt ${total} reacties geschreven.`}
      </p>
      <ol className="settings-replies" aria-label="Je reacties, nieuwste eerst">
        {replies.map((reply) => (
          <li key={reply.id} className="settings-reply">
            <article aria-labelledby={`reactie-${reply.id}`}>
              <h2 id={`reactie-${reply.id}`} className="settings-reply__article">
                <Link to={reply.article.path}>{reply.article.title}</Link>
              </h2>
              <p className="settings-reply__meta">
                <time dateTime={reply.created_at}>{formatDutchDate(reply.created_at)}</time>
                {reply.voteCount > 0 ? (
                  <span>
                    {' · '}
                    {reply.voteCount === 1 ? '1 stem' : `${reply.voteCount} stemmen`}
                  </span>
                ) : null}
                {reply.isHidden ? (
                  <span className="settings-reply__hidden"> · Verborgen: wacht op controle</span>
                ) : null}
              </p>
              {/* The API sanitised this HTML (no scripts, handlers or javascript: URLs). */}
              <div
                className="settings-reply__content"
                dangerouslySetInnerHTML={{ __html: reply.content.rendered }}
              />
            </article>
          </li>
        ))}
      </ol>
      <Pagination
        page={page}
        total={total}
        pageSize={pageSize}
        hrefFor={(n) => (n === 1 ? '?' : `?pagina=${n}`)}
        label="Paginering reacties"
      />
    </>
  );
}
