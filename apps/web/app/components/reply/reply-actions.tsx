import { modal, type ModalHandle } from '@nsv/shell/modal';
import { toast } from '@nsv/shell/toast';
import { useEffect, useRef } from 'react';
import { Link, useFetcher } from 'react-router';
import { reportHref, type ReplyActionData, votesLabel } from '../../lib/replies.js';
import { ReportForm } from './report-form.js';
import { useHydrated } from './use-hydrated.js';

/** What the actions need of a reply. */
export interface ActionableReply {
  id: string;
  voteCount: number;
  viewerHasVoted: boolean;
  viewerHasReported: boolean;
  user: { username: string };
}

/** The vote button: the count, pressed once the visitor voted; one vote per visitor. */
export function VoteButton({ reply, action }: { reply: ActionableReply; action: string }) {
  const fetcher = useFetcher<ReplyActionData>({ key: `stem-${reply.id}` });
  const hydrated = useHydrated();
  const pending = fetcher.state !== 'idle';
  // While the vote travels, show it as counted; the list's reload brings the real count.
  const voted = reply.viewerHasVoted || pending;
  const count = !reply.viewerHasVoted && pending ? reply.voteCount + 1 : reply.voteCount;

  const handled = useRef<ReplyActionData | undefined>(undefined);
  useEffect(() => {
    const done = fetcher.data;
    if (fetcher.state !== 'idle' || !done || handled.current === done) return;
    handled.current = done;
    if (!done.ok && done.formError) toast.error(done.formError);
  }, [fetcher.state, fetcher.data]);

  return (
    <fetcher.Form method="post" action={action} className="reply__vote-form">
      <input type="hidden" name="intent" value="vote" />
      <input type="hidden" name="replyId" value={reply.id} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <button
        type="submit"
        className="reply__vote"
        aria-pressed={voted}
        onClick={(event) => {
          // One vote per visitor: a second press changes nothing, so it need not travel.
          if (voted) event.preventDefault();
        }}
      >
        <span aria-hidden="true">▲ </span>
        <span className="visually-hidden">Stem op deze reactie, </span>
        {votesLabel(count)}
      </button>
    </fetcher.Form>
  );
}

/**
 * 'Melden': with JavaScript a dialog asks for the reason; without, a link opens the form under
 * the reply. After a report it says 'Gemeld'.
 */
export function ReportAction({
  reply,
  action,
  pathname,
  search,
}: {
  reply: ActionableReply;
  action: string;
  pathname: string;
  search: string;
}) {
  const hydrated = useHydrated();
  if (!hydrated) {
    return reply.viewerHasReported ? (
      <span className="reply__reported">Gemeld</span>
    ) : (
      <Link
        className="reply__report"
        to={reportHref(pathname, search, reply.id)}
        rel="nofollow"
        preventScrollReset
      >
        Melden
      </Link>
    );
  }
  const open = () => {
    let handle: ModalHandle | undefined = undefined;
    handle = modal.open({
      title: 'Reactie melden',
      description: `Waarom moet een beheerder de reactie van ${reply.user.username} bekijken?`,
      content: <ReportForm replyId={reply.id} action={action} onDone={() => handle?.close()} />,
      size: 'small',
    });
  };
  return (
    <button
      type="button"
      className="reply__report"
      aria-disabled={reply.viewerHasReported || undefined}
      aria-haspopup="dialog"
      onClick={reply.viewerHasReported ? undefined : open}
    >
      {reply.viewerHasReported ? 'Gemeld' : 'Melden'}
    </button>
  );
}
