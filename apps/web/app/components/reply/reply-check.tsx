import { toast } from '@nsv/shell/toast';
import { useEffect, useRef } from 'react';
import { useFetcher } from 'react-router';
import type { ReplyActionData } from '../../lib/replies.js';
import { useHydrated } from './use-hydrated.js';

/** One fetcher for every check: the list, which stays mounted, reports the outcome. */
const CHECK_FETCHER = 'reactie-controle';

/**
 * Shows the outcome of an admin's check as a toast. Called by the list: the checked reply's own
 * form is gone by then (kept, it is no longer hidden; removed, it is no longer there).
 */
export function useCheckOutcomeToast(): void {
  const fetcher = useFetcher<ReplyActionData>({ key: CHECK_FETCHER });
  const handled = useRef<ReplyActionData | undefined>(undefined);
  useEffect(() => {
    const done = fetcher.data;
    if (fetcher.state !== 'idle' || !done || handled.current === done) return;
    handled.current = done;
    if (done.ok) toast.success('De reactie is gecontroleerd.');
    else if (done.formError) toast.error(done.formError);
  }, [fetcher.state, fetcher.data]);
}

/**
 * For admins, on a reply hidden after reports: says so and offers 'Tonen' (checked, stays visible)
 * and 'Verwijderen'. Everyone else never receives hidden replies.
 */
export function ReplyCheck({
  replyId,
  reportCount,
  action,
}: {
  replyId: string;
  reportCount: number;
  action: string;
}) {
  const fetcher = useFetcher<ReplyActionData>({ key: CHECK_FETCHER });
  const hydrated = useHydrated();
  const busy = fetcher.state !== 'idle' && fetcher.formData?.get('replyId') === replyId;

  return (
    <fetcher.Form method="post" action={action} className="reply__check">
      <p className="reply__hidden">
        Verborgen na {reportCount} meldingen: alleen beheerders zien deze reactie tot ze is
        gecontroleerd.
      </p>
      <input type="hidden" name="intent" value="check" />
      <input type="hidden" name="replyId" value={replyId} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div className="reply-form__buttons">
        <button
          type="submit"
          name="visible"
          value="true"
          className="reply-form__button reply-form__button--secondary"
          disabled={busy}
        >
          Tonen
        </button>
        <button
          type="submit"
          name="visible"
          value="false"
          className="reply-form__button"
          disabled={busy}
        >
          Verwijderen
        </button>
      </div>
    </fetcher.Form>
  );
}
