import { Link } from 'react-router';

/** One rated feature of a region (rating 1..5). */
export interface RegionFeatureItem {
  id: string;
  name: string;
  rating: number;
  description: string;
  pagePath: string | null;
}

/** The highest rating a feature can have. */
const MAX_RATING = 5;

/** The region's features with their ratings as stars; the rating is also said in words. */
export function FeatureList({ features }: { features: RegionFeatureItem[] }) {
  if (features.length === 0) return null;
  return (
    <section className="region-features" aria-labelledby="region-features-heading">
      <h2 id="region-features-heading">Beoordeling</h2>
      <ul>
        {features.map((feature) => {
          const rating = Math.max(0, Math.min(MAX_RATING, Math.round(feature.rating)));
          return (
            <li key={feature.id}>
              <h3>
                {feature.pagePath ? (
                  <Link to={feature.pagePath}>{feature.name}</Link>
                ) : (
                  feature.name
                )}
              </h3>
              <p className="region-features__rating">
                {/* The stars are decoration; screen readers get the figure. */}
                <span aria-hidden="true">
                  {'★'.repeat(rating) + '☆'.repeat(MAX_RATING - rating)}
                </span>
                <span className="visually-hidden">{`${rating} van ${MAX_RATING} sterren`}</span>
              </p>
              <p>{feature.description}</p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
