import type { HomeBanner as Banner } from '../../lib/content-home.server.js';
import { SmartLink } from './smart-link.js';

/** The home page's banner: an advertisement, marked as such, with its offer and link. */
export function HomeBanner({ banner }: { banner: Banner | null }) {
  if (!banner) return null;
  return (
    <aside className="home-banner" aria-label="Advertentie">
      {banner.image ? (
        <img
          className="home-banner__image"
          src={banner.image}
          alt=""
          width={1200}
          height={400}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="home-banner__body">
        <p className="home-banner__label">Advertentie</p>
        <p className="home-banner__title">
          <strong>{banner.title}</strong> · {banner.subtitle}
        </p>
        <p>{banner.text}</p>
        <p className="home-banner__offer">{banner.offer}</p>
        <SmartLink to={banner.url} className="home-banner__link">
          {banner.linkLabel}
        </SmartLink>
      </div>
    </aside>
  );
}
