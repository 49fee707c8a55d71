import { type ReactNode, useEffect, useRef, useState } from 'react';
import { Button } from '../button/button';
import { LinkButton } from '../button/link-button';
import { BlockStyle } from './block-style';
import { facadeCss } from './facade-styles';
import { isPlainClick } from './plain-click';

/** Props of ThirdPartyFacade. */
export interface ThirdPartyFacadeProps {
  /** The host's name as visitors know it: 'YouTube', 'Vimeo', 'Instagram'... */
  provider: string;
  /** What gets loaded, as a Dutch noun with article: 'Deze video', 'Dit bericht'. */
  subject: string;
  /** The button's label: 'Video laden', 'Bericht laden'. */
  buttonLabel: string;
  /**
   * The content's own page on the third party's site (a YouTube video's watch page). Given, the
   * button is a link there, so it works without JavaScript; with JavaScript a plain click loads
   * the iframe in place instead, and a click for a new tab opens the page.
   */
  href?: string;
  /** Title of the iframe once loaded (its accessible name). */
  frameTitle: string;
  /** The third-party address; requested only after the visitor's click. */
  src: string;
  /** What the iframe may do (the `allow` attribute). */
  allow?: string;
  /** Our own preview (poster, text) shown until the click; loads nothing from the third party. */
  preview?: ReactNode;
  /** The iframe's aspect ratio as CSS, e.g. '16 / 9'. */
  aspectRatio?: string;
}

/**
 * A privacy facade: shows our own preview and a Dutch notice, and only after the visitor's click
 * renders the third party's iframe, so no request reaches the other host before that.
 */
export function ThirdPartyFacade({
  provider,
  subject,
  buttonLabel,
  href,
  frameTitle,
  src,
  allow,
  preview,
  aspectRatio = '16 / 9',
}: ThirdPartyFacadeProps) {
  const [loaded, setLoaded] = useState(false);
  const frame = useRef<HTMLIFrameElement>(null);

  // The button that had focus is gone after the click: move focus to what replaced it.
  useEffect(() => {
    if (loaded) frame.current?.focus();
  }, [loaded]);

  return (
    <div className="nsv-facade" data-loaded={loaded}>
      <BlockStyle name="facade" css={facadeCss} />
      {loaded ? (
        <iframe
          ref={frame}
          className="nsv-facade__frame"
          style={{ aspectRatio }}
          src={src}
          title={frameTitle}
          allow={allow}
          allowFullScreen
          referrerPolicy="strict-origin-when-cross-origin"
        />
      ) : (
        <>
          {preview}
          <div className="nsv-facade__notice">
            <p>
              {subject} wordt geladen van {provider}. Daarbij kan {provider} gegevens over je
              verzamelen.
            </p>
            {href ? (
              <LinkButton
                href={href}
                label={buttonLabel}
                onClick={(event) => {
                  if (!isPlainClick(event)) return;
                  event.preventDefault();
                  setLoaded(true);
                }}
              />
            ) : (
              <Button label={buttonLabel} onClick={() => setLoaded(true)} />
            )}
          </div>
        </>
      )}
    </div>
  );
}
