import type { SeedPage, SeedRegion } from '../types.js';
import { austria } from './austria.js';
import { buildRegion, buildRegionTagPage, regionTags } from './build.js';
import { france } from './france.js';
import type { RegionFact } from './region-facts.js';
import { italy } from './italy.js';
import { switzerland } from './switzerland.js';

/** The hand-written facts of every region, in country order. */
export const regionFacts: RegionFact[] = [...austria, ...france, ...switzerland, ...italy];

/** The seed regions with their pages. */
export const regions: SeedRegion[] = regionFacts.map(buildRegion);

/** One page per region tag, under `/regios/{slug}/{tag}`. */
export const regionTagPages: SeedPage[] = regionFacts.flatMap((fact) =>
  regionTags(fact).map((tag) => buildRegionTagPage(fact, tag)),
);
