import { AdminPathDocument } from '@nsv/graphql';
import { toast } from '@nsv/shell';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { browserApiClient } from '../../lib/browser-api.js';
import { type PageImage, pageImages } from './page-images.js';
import { InlineStyle } from '../layout/inline-style.js';
import adminStyles from './admin.css?inline';

/** Spec §2/§9: thumbnails 160 px wide in five columns. */
export const ADMIN_THUMBNAIL_WIDTH = 160;

type AdminLocation = { kind: 'loading' } | { kind: 'error' } | { kind: 'ready'; url: string };

/**
 * The admin-actions panel (spec §2): an edit handle fixed at the left edge opens it; 'Open pagina
 * in admin' opens the current page's admin location in a new window; 'Afbeeldingen op deze pagina'
 * shows the page's content-host images (recomputed at every opening) and copies an address,
 * without query string, on click. Loaded for admins only (see `admin-host.tsx`).
 */
export function AdminPanel() {
  const [open, setOpen] = useState(false);
  const [images, setImages] = useState<PageImage[]>([]);
  const [location, setLocation] = useState<AdminLocation>({ kind: 'loading' });
  const { pathname } = useLocation();
  const panelRef = useRef<HTMLElement>(null);
  const handleRef = useRef<HTMLButtonElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const requestRef = useRef(0);
  const panelId = useId();
  const headingId = useId();
  const imagesHeadingId = useId();

  const close = useCallback(() => {
    setOpen(false);
    handleRef.current?.focus();
  }, []);

  /** This page's images and admin location: at every opening, and after a navigation while open. */
  const refresh = useCallback((path: string) => {
    const panel = panelRef.current;
    const all = Array.from(document.querySelectorAll('img')).filter((img) => !panel?.contains(img));
    setImages(pageImages(all, window.location.origin));
    setLocation({ kind: 'loading' });
    const request = ++requestRef.current;
    // Admins only on the API's side too: anyone else gets `forbidden` (and the toast of spec §8).
    void browserApiClient()
      .query(AdminPathDocument, { path }, { requestPolicy: 'network-only' })
      .toPromise()
      .then((result) => {
        if (request !== requestRef.current) return;
        const adminPath = result.data?.adminPath;
        setLocation(
          adminPath
            ? { kind: 'ready', url: new URL(adminPath, window.location.origin).href }
            : { kind: 'error' },
        );
      });
  }, []);

  const openPanel = () => {
    refresh(pathname);
    setOpen(true);
  };

  // A navigation while open: the new page's images once it has rendered.
  const shownPath = useRef(pathname);
  useEffect(() => {
    if (!open || shownPath.current === pathname) return;
    shownPath.current = pathname;
    const frame = requestAnimationFrame(() => refresh(pathname));
    return () => cancelAnimationFrame(frame);
  }, [open, pathname, refresh]);

  useEffect(() => {
    if (open) headingRef.current?.focus();
  }, [open]);

  const copy = async (image: PageImage) => {
    try {
      await navigator.clipboard.writeText(image.url);
      toast.success(`image ${image.url} copied to clipboard`);
    } catch {
      toast.error(`Het adres ${image.url} kon niet naar het klembord worden gekopieerd.`);
    }
  };

  return (
    <>
      <InlineStyle id="admin" css={adminStyles} />
      <button
        ref={handleRef}
        type="button"
        className="admin-handle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={open ? 'Beheeracties sluiten' : 'Beheeracties openen'}
        title="Beheeracties"
        onClick={() => (open ? close() : openPanel())}
      >
        <svg aria-hidden="true" viewBox="0 0 24 24" width="20" height="20" focusable="false">
          <path
            fill="currentColor"
            d="M3 17.25V21h3.75L17.81 9.94l-3.75-3.75L3 17.25zm17.71-10.21a1 1 0 0 0 0-1.41l-2.34-2.34a1 1 0 0 0-1.41 0l-1.83 1.83 3.75 3.75 1.83-1.83z"
          />
        </svg>
      </button>
      <section
        ref={panelRef}
        id={panelId}
        className="admin-panel"
        aria-labelledby={headingId}
        hidden={!open}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.stopPropagation();
            close();
          }
        }}
      >
        {open ? (
          <>
            <div className="admin-panel__bar">
              <h2 id={headingId} ref={headingRef} tabIndex={-1} className="admin-panel__title">
                Beheeracties
              </h2>
              <button type="button" className="admin-panel__button" onClick={close}>
                Sluiten
              </button>
            </div>
            {location.kind === 'ready' ? (
              <a
                className="admin-panel__button admin-panel__button--primary"
                href={location.url}
                target="_blank"
                rel="noopener noreferrer"
              >
                Open pagina in admin
              </a>
            ) : (
              <button
                type="button"
                className="admin-panel__button admin-panel__button--primary"
                aria-disabled="true"
                disabled
              >
                Open pagina in admin
              </button>
            )}
            {location.kind === 'loading' ? (
              <p className="admin-panel__note" role="status">
                Beheerlocatie laden…
              </p>
            ) : location.kind === 'error' ? (
              <p className="admin-panel__note" role="alert">
                De beheerlocatie van deze pagina kon niet worden geladen.
              </p>
            ) : null}
            <h3 id={imagesHeadingId} className="admin-panel__subtitle">
              Afbeeldingen op deze pagina
            </h3>
            {images.length === 0 ? (
              <p className="admin-panel__note">Er staan geen afbeeldingen op deze pagina.</p>
            ) : (
              <ul className="admin-panel__images" aria-labelledby={imagesHeadingId}>
                {images.map((image) => (
                  <li key={image.url}>
                    <button
                      type="button"
                      className="admin-panel__image"
                      title={image.url}
                      aria-label={`Kopieer adres ${image.url}`}
                      onClick={() => void copy(image)}
                    >
                      {/* A resized copy from the media endpoint, not the original (1280 px and more). */}
                      <img
                        src={`${image.url}?w=${ADMIN_THUMBNAIL_WIDTH}`}
                        srcSet={`${image.url}?w=${ADMIN_THUMBNAIL_WIDTH * 2} 2x`}
                        alt=""
                        width={ADMIN_THUMBNAIL_WIDTH}
                        loading="lazy"
                        decoding="async"
                      />
                    </button>
                  </li>
                ))}
              </ul>
            )}
          </>
        ) : null}
      </section>
    </>
  );
}
