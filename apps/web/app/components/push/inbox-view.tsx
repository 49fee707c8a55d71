import { type ModalHandle, modal, toast } from '@nsv/shell';
import { useCallback, useEffect, useId, useState } from 'react';
import { inboxPageCount } from '../../lib/push.js';
import type { InboxItem } from '../../lib/push-client.js';
import { PushToggle } from './push-toggle.js';
import { loadPushClient } from '../../lib/load-push-client.js';
import { usePushStatus } from './use-push.js';
import { PushStyles } from './push-styles.js';
import { useHydrated } from '../reply/use-hydrated.js';

type ListState =
  | { kind: 'loading' }
  | { kind: 'error' }
  | { kind: 'loaded'; items: InboxItem[]; count: number; unread: number };

const dateFormat = new Intl.DateTimeFormat('nl-NL', {
  dateStyle: 'long',
  timeStyle: 'short',
  timeZone: 'Europe/Amsterdam',
});

function formatTime(iso: string): string {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : dateFormat.format(date);
}

/** A link in a notification (`extra.url` or the push's `url`), only http(s). */
function linkOf(item: InboxItem): string | null {
  const url = item.extra?.url;
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url, window.location.origin);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.href : null;
  } catch {
    return null;
  }
}

/** The inbox with its styles. */
export function InboxView() {
  return (
    <>
      <PushStyles />
      <InboxStates />
    </>
  );
}

/** The inbox's states around the list: push off, not supported, provider unreachable. */
function InboxStates() {
  const status = usePushStatus();
  const hydrated = useHydrated();
  if (status.kind === 'disabled') {
    return (
      <p className="inbox__note">Pushmeldingen en de inbox zijn op deze site niet beschikbaar.</p>
    );
  }
  if (status.kind === 'unsupported') {
    return (
      <p className="inbox__note" role="status">
        Pushmeldingen zijn niet beschikbaar in deze browser, dus hier is geen inbox. Probeer een
        andere browser.
      </p>
    );
  }
  if (status.kind === 'failed') {
    return (
      <p className="inbox__note" role="alert">
        Je inbox kon niet worden geladen: de meldingendienst is niet bereikbaar. Probeer het later
        opnieuw.
      </p>
    );
  }
  if (status.kind === 'starting') {
    // The inbox is this browser's device: without JavaScript it never loads, so say why instead.
    return hydrated ? (
      <p className="inbox__note" role="status" aria-busy="true">
        Inbox laden…
      </p>
    ) : (
      <noscript>
        <p className="inbox__note">
          Je inbox hoort bij deze browser en heeft JavaScript nodig. Zet JavaScript aan om je
          berichten te zien.
        </p>
      </noscript>
    );
  }
  if (!status.hasDevice) {
    return (
      <div className="inbox__note">
        <p>Zet pushmeldingen aan in deze browser om berichten in je inbox te krijgen.</p>
        <PushToggle />
      </div>
    );
  }
  return <InboxList />;
}

function InboxList() {
  const [page, setPage] = useState(0);
  const [result, setResult] = useState<{ key: string; state: ListState } | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [reload, setReload] = useState(0);
  const headingId = useId();

  // The list of this page and reload; anything older shows as loading.
  const key = `${page}:${reload}`;
  const state: ListState = result?.key === key ? result.state : { kind: 'loading' };
  const setState = (next: ListState) => setResult({ key, state: next });

  useEffect(() => {
    let cancelled = false;
    const done = (next: ListState) => {
      if (!cancelled) setResult({ key: `${page}:${reload}`, state: next });
    };
    void loadPushClient()
      .then((push) => push.fetchInboxPage(page))
      .then(
        (inbox) => done({ kind: 'loaded', ...inboxOf(inbox) }),
        () => done({ kind: 'error' }),
      );
    return () => {
      cancelled = true;
    };
  }, [page, reload]);

  const refresh = useCallback(() => setReload((n) => n + 1), []);

  if (state.kind === 'loading') {
    return (
      <p className="inbox__note" role="status" aria-busy="true">
        Inbox laden…
      </p>
    );
  }
  if (state.kind === 'error') {
    return (
      <div className="inbox__note" role="alert">
        <p>Je inbox kon niet worden geladen.</p>
        <button type="button" className="inbox__button" onClick={refresh}>
          Opnieuw proberen
        </button>
      </div>
    );
  }
  if (state.count === 0) {
    return (
      <p className="inbox__note" role="status">
        Je inbox is leeg. Nieuwe berichten van de Nederlandse Ski Vereniging verschijnen hier.
      </p>
    );
  }

  const open = (item: InboxItem) => {
    if (openId === item._id) {
      setOpenId(null);
      return;
    }
    setOpenId(item._id);
    if (!item.opened) {
      setState({
        ...state,
        unread: Math.max(0, state.unread - 1),
        items: state.items.map((i) => (i._id === item._id ? { ...i, opened: true } : i)),
      });
      void loadPushClient()
        .then((push) => push.openInboxItem(item))
        .catch(() => undefined);
    }
  };

  const remove = async (item: InboxItem) => {
    try {
      const push = await loadPushClient();
      await push.removeInboxItem(item);
      toast.success('Het bericht is verwijderd.');
      // The last item of a later page gone: show the page before it.
      if (state.items.length === 1 && page > 0) setPage(page - 1);
      else refresh();
    } catch {
      toast.error('Het bericht kon niet worden verwijderd. Probeer het opnieuw.');
    }
  };

  const confirmClear = () => {
    let handle: ModalHandle | undefined = undefined;
    const clear = async () => {
      try {
        const push = await loadPushClient();
        await push.clearInbox();
        handle?.close();
        toast.success('Je inbox is leeggemaakt.');
        setPage(0);
        refresh();
      } catch {
        toast.error('Je inbox kon niet worden leeggemaakt. Probeer het opnieuw.');
      }
    };
    handle = modal.open({
      title: 'Inbox leegmaken',
      description: `Weet je zeker dat je alle ${state.count} berichten wilt verwijderen? Dit kan niet ongedaan worden gemaakt.`,
      size: 'small',
      content: (
        <div className="inbox__confirm">
          <button
            type="button"
            className="inbox__button inbox__button--danger"
            onClick={() => void clear()}
          >
            Alles verwijderen
          </button>
          <button type="button" className="inbox__button" onClick={() => handle?.close()}>
            Annuleren
          </button>
        </div>
      ),
    });
  };

  const pages = inboxPageCount(state.count);
  return (
    <section aria-labelledby={headingId}>
      <div className="inbox__bar">
        <h2 id={headingId} className="inbox__count">
          {state.count === 1 ? '1 bericht' : `${state.count} berichten`}
          {state.unread > 0 ? `, ${state.unread} ongelezen` : ''}
        </h2>
        <button
          type="button"
          className="inbox__button"
          aria-haspopup="dialog"
          onClick={confirmClear}
        >
          Inbox leegmaken
        </button>
      </div>
      <ul className="inbox__list">
        {state.items.map((item) => {
          const isOpen = openId === item._id;
          const detailId = `inbox-item-${item._id}`;
          const link = isOpen ? linkOf(item) : null;
          return (
            <li
              key={item._id}
              className={item.opened ? 'inbox__item' : 'inbox__item inbox__item--unread'}
            >
              <div className="inbox__row">
                <button
                  type="button"
                  className="inbox__open"
                  aria-expanded={isOpen}
                  aria-controls={detailId}
                  onClick={() => open(item)}
                >
                  {item.opened ? null : <span className="push-sr-only">Ongelezen: </span>}
                  <span className="inbox__title">{item.title || item.message}</span>
                  <time className="inbox__time" dateTime={item.time}>
                    {formatTime(item.time)}
                  </time>
                </button>
                <button type="button" className="inbox__button" onClick={() => void remove(item)}>
                  Verwijderen
                  <span className="push-sr-only"> bericht {item.title || item.message}</span>
                </button>
              </div>
              <div id={detailId} className="inbox__detail" hidden={!isOpen}>
                {isOpen ? (
                  <>
                    <p>{item.message}</p>
                    {link ? <a href={link}>Bekijk het bericht</a> : null}
                  </>
                ) : null}
              </div>
            </li>
          );
        })}
      </ul>
      {pages > 1 ? (
        <nav className="inbox__pages" aria-label="Pagina's van je inbox">
          <button
            type="button"
            className="inbox__button"
            disabled={page === 0}
            onClick={() => setPage(page - 1)}
          >
            Nieuwere berichten
          </button>
          <span>
            Pagina {page + 1} van {pages}
          </span>
          <button
            type="button"
            className="inbox__button"
            disabled={page + 1 >= pages}
            onClick={() => setPage(page + 1)}
          >
            Oudere berichten
          </button>
        </nav>
      ) : null}
    </section>
  );
}

function inboxOf(result: { inboxItems: InboxItem[]; count: number; unread: number }) {
  return { items: result.inboxItems, count: result.count, unread: result.unread };
}
