import type { FrontpageTeaser } from '../../lib/content-home.server.js';
import { ListedHeading } from '../advertorial-label.js';
import { SmartLink } from './smart-link.js';

/** Display width of a front-page image in CSS pixels. */
const IMAGE_WIDTH = 384;

/** The home page's highlighted items: image, heading (a link; 'Advertorial' in front for a paid article) and description. */
export function FrontpageItems({ items }: { items: FrontpageTeaser[] }) {
  if (items.length === 0) return null;
  return (
    <section className="frontpage-items" aria-labelledby="uitgelicht-kop">
      <h2 id="uitgelicht-kop">Uitgelicht</h2>
      <ul className="frontpage-items__list">
        {items.map((item, index) => (
          <li key={item.id}>
            <article className="frontpage-item">
              <img
                className="frontpage-item__image"
                src={item.image.src}
                alt={item.image.alt}
                width={IMAGE_WIDTH}
                height={
                  Math.round((IMAGE_WIDTH * item.image.height) / item.image.width) || undefined
                }
                // The first items are in view on arrival.
                loading={index < 2 ? 'eager' : 'lazy'}
                decoding="async"
              />
              <h3 className="frontpage-item__heading">
                <SmartLink to={item.url}>
                  <ListedHeading heading={item.heading} isAdvertorial={item.isAdvertorial} />
                </SmartLink>
              </h3>
              <p>{item.description}</p>
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
