import { catalog, motifPictures, sizes } from '../media.js';
import { createRandom, hashString } from '../random.js';
import type { SeedPage, SeedRegion, SeedRegionFeature } from '../types.js';
import type { RegionFact, RegionTag } from './region-facts.js';
import { tagTexts } from './tags.js';

const facilityNames: Record<string, string> = {
  B: 'een bikepark',
  I: 'een overdekt zwembad',
  O: 'een buitenbad',
  G: 'een golfbaan',
  T: 'een rodelbaan',
  P: 'paragliding',
  H: 'een klimbos',
};

/** The name used in running text: "Zermatt" rather than "Zermatt - Matterhorn". */
export function shortName(fact: RegionFact): string {
  return fact.shortName ?? fact.name.split(' - ')[0] ?? fact.name;
}

/** The tags of a region: those its features argue for, plus its extra tags, without repeats. */
export function regionTags(fact: RegionFact): RegionTag[] {
  const tags = fact.features.flatMap(([, , , tag]) => (tag ? [tag] : []));
  return [...new Set([...tags, ...(fact.extraTags ?? [])])];
}

/**
 * A plausible outline of the area: an irregular ring of twelve points around the centre, the
 * radius varied by a generator seeded on the slug so the shape stays the same between runs.
 */
export function regionPolygon(fact: RegionFact): SeedRegion['polygon'] {
  const random = createRandom(hashString(fact.slug));
  const [lon, lat] = fact.centre;
  const kmPerDegreeLon = 111.32 * Math.cos((lat * Math.PI) / 180);
  const ring: number[][] = [];
  const points = 12;
  for (let i = 0; i < points; i++) {
    const angle = (2 * Math.PI * i) / points;
    const radius = fact.radiusKm * (0.7 + random() * 0.5);
    const x = lon + (radius * Math.cos(angle)) / kmPerDegreeLon;
    const y = lat + (radius * Math.sin(angle)) / 110.57;
    ring.push([Number(x.toFixed(5)), Number(y.toFixed(5))]);
  }
  const first = ring[0];
  if (first) ring.push([...first]);
  return { type: 'Polygon', coordinates: [ring] };
}

function list(items: string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} en ${items[items.length - 1]}`;
}

function stars(rating: number): string {
  return `${'★'.repeat(rating)}${'☆'.repeat(5 - rating)}`;
}

function regionImages(fact: RegionFact): { header: string; thumbnail: string } {
  const seed = hashString(fact.slug);
  return {
    header: catalog.add({
      key: `regions/${fact.slug}.jpg`,
      ...sizes.header,
      alt: `Tekening van besneeuwde bergtoppen boven ${fact.villages[0] ?? fact.name}`,
      motif: 'mountains-winter',
      seed,
    }),
    thumbnail: catalog.add({
      key: `regions/${fact.slug}-klein.jpg`,
      ...sizes.thumbnail,
      alt: `Tekening van een piste in ${shortName(fact)}`,
      motif: 'piste',
      seed: seed + 1,
    }),
  };
}

function regionBody(fact: RegionFact, tags: RegionTag[]): string {
  const facilities = [...fact.flags].map((flag) => facilityNames[flag]).filter(Boolean) as string[];
  const lines = [
    fact.intro,
    '',
    '## Het gebied in het kort',
    '',
    `- Dorpen: ${list(fact.villages)}`,
    `- Hoogte: ${fact.altitude[0]} tot ${fact.altitude[1]} meter`,
    `- Pistes: ${fact.slopesKm} kilometer, ${fact.lifts} liften`,
    `- Ons oordeel: ${fact.score.toFixed(1).replace('.', ',')} van 10`,
    '',
    '## Hoogtepunten',
    '',
  ];
  for (const [name, rating, description] of fact.features) {
    lines.push(`### ${name} (${stars(rating)})`, '', description, '');
  }
  if (facilities.length > 0) {
    lines.push(
      '## Meer dan skiën',
      '',
      `In en rond ${shortName(fact)} vind je ${list(facilities)}.`,
      '',
    );
  }
  if (tags.length > 0) {
    lines.push('## Lees verder', '');
    for (const tag of tags) {
      lines.push(`- [${tagTexts[tag].title(shortName(fact))}](/regios/${fact.slug}/${tag})`);
    }
  }
  return lines.join('\n').trim();
}

/** Turns a hand-written region fact into the seed region, its page included. */
export function buildRegion(fact: RegionFact): SeedRegion {
  const tags = regionTags(fact);
  const images = regionImages(fact);
  const features: SeedRegionFeature[] = fact.features.map(([name, rating, description, tag]) => ({
    name,
    rating,
    description,
    ...(tag ? { pagePath: `/regios/${fact.slug}/${tag}` } : {}),
  }));
  const has = (flag: string) => fact.flags.includes(flag);
  return {
    slug: fact.slug,
    name: fact.name,
    countryCode: fact.country,
    score: fact.score,
    hasBikepark: has('B'),
    hasIndoorPool: has('I'),
    hasOutdoorPool: has('O'),
    hasGolf: has('G'),
    hasToboggan: has('T'),
    hasParagliding: has('P'),
    hasHighrope: has('H'),
    polygon: regionPolygon(fact),
    features,
    tags,
    page: {
      heading: `Wintersport in ${fact.name}`,
      body: regionBody(fact, tags),
      meta: {
        title: `${fact.name}: skigebied, pistes en tips`,
        description: fact.intro.split('. ')[0]?.replace(/\.?$/, '.') ?? fact.intro,
        headerImage: images.header,
        thumbnailImage: images.thumbnail,
        ogImage: images.header,
        hasIndex: true,
      },
    },
  };
}

/** The page for one tag of a region, a child of the region's own page. */
export function buildRegionTagPage(fact: RegionFact, tag: RegionTag): SeedPage {
  const text = tagTexts[tag];
  const name = shortName(fact);
  const title = text.title(name);
  const features = fact.features.filter(([, , , featureTag]) => featureTag === tag);
  const lines = [text.intro(name), ''];
  for (const [name, rating, description] of features) {
    lines.push(`## ${name}`, '', `${description} Ons oordeel: ${stars(rating)}.`, '');
  }
  if (features.length === 0) {
    // No feature argues for this tag on its own: the figures do (height for snow, villages for the rest).
    lines.push(
      '## In het kort',
      '',
      `${name} ligt tussen ${fact.altitude[0]} en ${fact.altitude[1]} meter, met ${fact.slopesKm} kilometer piste rond ${list(fact.villages)}.`,
      '',
    );
  }
  lines.push('## Onze tip', '', text.tip, '', `[Terug naar ${name}](/regios/${fact.slug})`);
  // One picture per tag, shared by the regions: drawing one per region and tag would triple the seed time.
  const thumbnail = catalog.add({
    key: `regions/tags/${tag}.jpg`,
    ...sizes.thumbnail,
    alt: motifPictures[text.motif],
    motif: text.motif,
    seed: hashString(`tag/${tag}`),
  });
  return {
    path: `/regios/${fact.slug}/${tag}`,
    slug: tag,
    title,
    name: title,
    heading: title,
    parentPath: `/regios/${fact.slug}`,
    tags: [tag],
    meta: {
      title,
      description: text.intro(name).split('. ')[0] + '.',
      headerImage: `regions/${fact.slug}.jpg`,
      thumbnailImage: thumbnail,
      hasIndex: true,
    },
    body: lines.join('\n').trim(),
    embeds: [],
  };
}
