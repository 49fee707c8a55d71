import type { CountryCode } from '../types.js';

/** The tags a region can carry; each gets a page under `/regios/{slug}/{tag}`. */
export type RegionTag =
  | 'gezinnen'
  | 'apres-ski'
  | 'sneeuwzeker'
  | 'gletsjer'
  | 'zomer'
  | 'freeride'
  | 'beginners'
  | 'langlaufen'
  | 'autovrij';

/** One rated feature: name, rating 1..5, description and the tag it argues for (if any). */
export type FeatureFact = [name: string, rating: number, description: string, tag?: RegionTag];

/**
 * What we know of a ski region, written by hand. Flags are letters: B bikepark, I indoor pool,
 * O outdoor pool, G golf, T toboggan run, P paragliding, H high-rope park.
 */
export interface RegionFact {
  slug: string;
  name: string;
  /** The name in running text when the part before " - " will not do. */
  shortName?: string;
  country: CountryCode;
  /** Centre of the area, [longitude, latitude]. */
  centre: [number, number];
  /** Rough half-width of the area in kilometres, for the polygon. */
  radiusKm: number;
  score: number;
  flags: string;
  villages: string[];
  /** Lowest and highest point of the lift system, metres. */
  altitude: [number, number];
  slopesKm: number;
  lifts: number;
  intro: string;
  features: FeatureFact[];
  /** Tags beyond those the features name. */
  extraTags?: RegionTag[];
}
