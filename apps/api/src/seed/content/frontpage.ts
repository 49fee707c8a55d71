import { articleLink } from './clock.js';
import { articleEntries } from './articles/index.js';
import type { SeedFrontpageItem } from './types.js';

function articleItem(slug: string, description: string): SeedFrontpageItem {
  const found = articleEntries.find(({ entry }) => entry.slug === slug);
  if (!found) throw new Error(`Front-page item: unknown article ${slug}`);
  return {
    heading: found.entry.heading,
    description,
    image: `articles/${slug}.jpg`,
    url: articleLink(found.type, slug),
    entity: { kind: 'article', slug },
  };
}

function pageItem(
  path: string,
  heading: string,
  description: string,
  image: string,
): SeedFrontpageItem {
  return { heading, description, image, url: path, entity: { kind: 'page', path } };
}

/** What the home page features, in order. */
export const frontpageItems: SeedFrontpageItem[] = [
  articleItem(
    'solden-opent-seizoen-op-de-gletsjer',
    'Zes pistes open op de Rettenbach- en de Tiefenbachferner: het seizoen is begonnen.',
  ),
  articleItem(
    'een-week-solden-met-pubers',
    'Samen skiën en toch ieder zijn eigen ding: Sanne Bakker over een week Sölden met drie pubers.',
  ),
  articleItem(
    'eerste-sneeuw-in-tirol',
    'Een halve meter op de Arlberg: de eerste flinke sneeuwval van de winter.',
  ),
  pageItem(
    '/veiligheid/lawines',
    'Veilig buiten de piste',
    'Het lawinebulletin lezen, je uitrusting en kameradenredding: wat je moet weten voor je de piste verlaat.',
    'pages/veiligheid/lawines.jpg',
  ),
  articleItem(
    'lawinecursus-inschrijving-open',
    'Drie dagen in het Stubaital met een berggids: schrijf je in voor de lawinecursus.',
  ),
  articleItem(
    'skipasprijzen-stijgen',
    'Wat kost een week skiën dit seizoen, en hoe bespaar je op je skipas?',
  ),
  pageItem(
    '/activiteiten',
    'De bergen in de zomer',
    'Wandelen, fietsen, klimmen of raften: de Alpen zijn ook zonder sneeuw de reis waard.',
    'pages/activiteiten.jpg',
  ),
  articleItem(
    'clubkampioenschappen-landgraaf-uitslagen',
    'Lotte Verhoeven en Bram Kuipers zijn de nieuwe clubkampioenen reuzenslalom.',
  ),
];
