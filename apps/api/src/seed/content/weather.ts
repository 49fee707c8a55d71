import { createRandom, hashString, pick, randomInt } from './random.js';
import { regionFacts } from './regions/index.js';
import type { RegionFact } from './regions/region-facts.js';
import type { SeedForecastDay, SeedSnowReport, SeedWeatherPlace } from './types.js';

/** Regions that get a weather place (slug = region slug), in the order the weather page lists them. */
const placeSlugs = [
  'solden',
  'ischgl',
  'mayrhofen-zillertal',
  'saalbach-hinterglemm',
  'st-anton-am-arlberg',
  'kitzbuehel',
  'obergurgl-hochgurgl',
  'serfaus-fiss-ladis',
  'schladming-dachstein',
  'zell-am-see-kaprun',
  'hintertux',
  'stubaier-gletscher',
  'lech-zuers',
  'obertauern',
  'val-thorens',
  'tignes',
  'val-disere',
  'les-deux-alpes',
  'alpe-dhuez',
  'chamonix',
  'zermatt',
  'verbier',
  'saas-fee',
  'st-moritz',
  'laax',
  'grindelwald',
  'val-gardena',
  'cervinia',
  'alta-badia',
  'livigno',
];

/** Places whose reports are left partly stale (older than 24 h) so the site shows 'verouderd'. */
const stalePlaces = new Set(['kitzbuehel', 'alpe-dhuez', 'grindelwald', 'livigno']);

const conditions: SeedForecastDay['condition'][] = [
  'zonnig',
  'zonnig',
  'half-bewolkt',
  'half-bewolkt',
  'bewolkt',
  'sneeuw',
  'sneeuw',
  'mist',
  'regen',
  'onweer',
];

function snowReport(fact: RegionFact, random: () => number): SeedSnowReport {
  const [valley, mountain] = fact.altitude;
  // Deeper snow higher up: about 8 cm per 100 m above 1000 m on the mountain, some scatter.
  const snowDepthMountain = Math.round((mountain - 1000) * 0.08 + randomInt(random, 20, 90));
  const snowDepthValley = Math.max(
    0,
    Math.round((valley - 700) * 0.06 + randomInt(random, -10, 40)),
  );
  const liftsOpen = Math.round(fact.lifts * (0.6 + random() * 0.4));
  const slopesOpenKm = Math.round(
    fact.slopesKm * (liftsOpen / fact.lifts) * (0.9 + random() * 0.1),
  );
  const stale = stalePlaces.has(fact.slug);
  const fresh = () => randomInt(random, 1, 10);
  return {
    snowDepthValley,
    snowDepthMountain,
    freshSnow: random() < 0.4 ? 0 : randomInt(random, 2, 35),
    liftsOpen,
    liftsTotal: fact.lifts,
    slopesOpenKm: Math.min(slopesOpenKm, fact.slopesKm),
    slopesTotalKm: fact.slopesKm,
    measuredHoursAgo: {
      snowDepthValley: stale ? randomInt(random, 30, 60) : fresh(),
      snowDepthMountain: stale ? randomInt(random, 26, 50) : fresh(),
      freshSnow: fresh(),
      liftsOpen: stale ? randomInt(random, 25, 40) : fresh(),
      slopesOpen: fresh(),
    },
  };
}

function forecast(fact: RegionFact, random: () => number): SeedForecastDay[] {
  const [valley] = fact.altitude;
  // Day maxima wander around a winter value for the valley height (about -0.6 °C per 100 m) and
  // are pulled back towards it, so a week stays within a believable range.
  const normal = 4 - (valley - 800) * 0.006;
  let deviation = randomInt(random, -3, 3);
  return Array.from({ length: 7 }, (_, dayOffset) => {
    deviation = Math.round(deviation * 0.6 + randomInt(random, -3, 3));
    const max = Math.round(normal + deviation);
    const drawn = pick(random, conditions);
    // Precipitation is snow when the valley is cold and rain when it is mild; thunder needs summer warmth.
    const condition: SeedForecastDay['condition'] =
      drawn === 'onweer' && max < 15
        ? 'bewolkt'
        : drawn === 'regen' && max <= 1
          ? 'sneeuw'
          : drawn === 'sneeuw' && max > 4
            ? 'regen'
            : drawn;
    const temperatureMax = condition === 'sneeuw' ? Math.min(max, 0) : max;
    const temperatureMin = temperatureMax - randomInt(random, 4, 9);
    const freezingLevel = Math.max(
      500,
      Math.min(3800, Math.round((valley + temperatureMax * 160) / 50) * 50),
    );
    // Rain in the valley is often snow higher up, as long as the freezing level stays below the top.
    const snowHigh = condition === 'regen' && freezingLevel < fact.altitude[1] - 300;
    return {
      dayOffset,
      condition,
      temperatureMin,
      temperatureMax,
      freshSnow:
        condition === 'sneeuw' ? randomInt(random, 5, 35) : snowHigh ? randomInt(random, 2, 12) : 0,
      freezingLevel,
    };
  });
}

function buildPlace(fact: RegionFact): SeedWeatherPlace {
  const random = createRandom(hashString(`weer/${fact.slug}`));
  const [longitude, latitude] = fact.centre;
  return {
    slug: fact.slug,
    name: fact.villages[0] ?? fact.name,
    regionSlug: fact.slug,
    countryCode: fact.country,
    latitude,
    longitude,
    elevationValley: fact.altitude[0],
    elevationMountain: fact.altitude[1],
    snow: snowReport(fact, random),
    forecast: forecast(fact, random),
  };
}

/** The weather places: a snow report and a seven-day forecast each, drawn deterministically per place. */
export const weatherPlaces: SeedWeatherPlace[] = placeSlugs.map((slug) => {
  const fact = regionFacts.find((candidate) => candidate.slug === slug);
  if (!fact) throw new Error(`Weather place ${slug} has no region`);
  return buildPlace(fact);
});
