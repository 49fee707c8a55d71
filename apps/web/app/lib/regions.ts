// Filters of the regions list (/regios) as a JavaScript-free GET form: the URL is the state.

/** The countries the regions list can filter on (ISO 3166-1 alpha-2), with their Dutch names. */
export const REGION_COUNTRIES = [
  { code: 'AT', label: 'Oostenrijk' },
  { code: 'FR', label: 'Frankrijk' },
  { code: 'CH', label: 'Zwitserland' },
  { code: 'IT', label: 'Italië' },
] as const;

/** A country code the regions list knows. */
export type RegionCountry = (typeof REGION_COUNTRIES)[number]['code'];

/** The seven facility flags of a region (spec §3), their URL value and Dutch label. */
export const REGION_FLAGS = [
  { flag: 'hasBikepark', param: 'bikepark', label: 'Bikepark' },
  { flag: 'hasIndoorPool', param: 'binnenzwembad', label: 'Binnenzwembad' },
  { flag: 'hasOutdoorPool', param: 'buitenzwembad', label: 'Buitenzwembad' },
  { flag: 'hasGolf', param: 'golf', label: 'Golfbaan' },
  { flag: 'hasToboggan', param: 'rodelbaan', label: 'Rodelbaan' },
  { flag: 'hasParagliding', param: 'paragliding', label: 'Paragliding' },
  { flag: 'hasHighrope', param: 'klimbos', label: 'Klimbos' },
] as const;

/** One of the seven flag field names. */
export type RegionFlag = (typeof REGION_FLAGS)[number]['flag'];

/** How many regions one page of the list shows. */
export const REGIONS_PAGE_SIZE = 12;

/** The regions list's filters as read from the URL, already cleaned of unknown values. */
export interface RegionListQuery {
  country: RegionCountry | null;
  flags: RegionFlag[];
  page: number;
}

/** Dutch names of the region tags of the demo content (the tag pages under `/regios/{slug}/{tag}`). */
const TAG_LABELS: Record<string, string> = {
  gezinnen: 'Met kinderen',
  'apres-ski': 'Après-ski',
  sneeuwzeker: 'Sneeuwzeker',
  gletsjer: 'Gletsjerskiën',
  zomer: 'In de zomer',
  freeride: 'Freeriden',
  beginners: 'Leren skiën',
  langlaufen: 'Langlaufen',
  autovrij: 'Autovrij',
};

/** The Dutch label of a region tag; an unknown tag reads as its slug with a capital. */
export function regionTagLabel(tag: string): string {
  return TAG_LABELS[tag] ?? tag.charAt(0).toUpperCase() + tag.slice(1).replaceAll('-', ' ');
}

/** The Dutch name of a country code, or the code itself when the list does not know it. */
export function countryLabel(code: string): string {
  return REGION_COUNTRIES.find((country) => country.code === code)?.label ?? code;
}

/** Reads a page number from the URL: a positive whole number, otherwise page 1. */
export function parsePage(value: string | null): number {
  if (!value || !/^\d{1,6}$/.test(value)) return 1;
  return Math.max(1, Number(value));
}

/**
 * Reads the regions list's filters from the query string (`land`, `voorziening` (repeatable),
 * `pagina`). Unknown values are dropped rather than refused: a stale bookmark still shows a list.
 */
export function parseRegionListQuery(params: URLSearchParams): RegionListQuery {
  const land = params.get('land')?.toUpperCase() ?? '';
  const country = REGION_COUNTRIES.find((entry) => entry.code === land)?.code ?? null;
  const wanted = new Set(params.getAll('voorziening'));
  const flags = REGION_FLAGS.filter((entry) => wanted.has(entry.param)).map((entry) => entry.flag);
  return { country, flags, page: parsePage(params.get('pagina')) };
}

/** The API's `RegionFilters` for a list query: one page sorted by name. */
export function regionFiltersFor(query: RegionListQuery) {
  const filters: Record<string, unknown> = {
    offset: (query.page - 1) * REGIONS_PAGE_SIZE,
    limit: REGIONS_PAGE_SIZE,
    sort: 'HEADING',
    order: 'ASC',
  };
  if (query.country) filters.countries = [query.country];
  for (const flag of query.flags) filters[flag] = true;
  return filters as {
    offset: number;
    limit: number;
    sort: 'HEADING';
    order: 'ASC';
    countries?: string[];
  } & Partial<Record<RegionFlag, boolean>>;
}

/** The query string of the list for the same filters on another page (for the paging links). */
export function regionListSearch(query: RegionListQuery, page: number): string {
  const params = new URLSearchParams();
  if (query.country) params.set('land', query.country);
  for (const flag of query.flags) {
    const param = REGION_FLAGS.find((entry) => entry.flag === flag)?.param;
    if (param) params.append('voorziening', param);
  }
  if (page > 1) params.set('pagina', String(page));
  const text = params.toString();
  return text ? `?${text}` : '';
}
