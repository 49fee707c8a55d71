import { describe, expect, it } from 'vitest';
import {
  parsePage,
  parseRegionListQuery,
  regionFiltersFor,
  regionListSearch,
  regionTagLabel,
} from './regions.js';

describe('parseRegionListQuery', () => {
  it('reads country, facilities and page from the GET form', () => {
    const query = parseRegionListQuery(
      new URLSearchParams('land=at&voorziening=bikepark&voorziening=golf&pagina=3'),
    );
    expect(query).toEqual({ country: 'AT', flags: ['hasBikepark', 'hasGolf'], page: 3 });
  });

  it('drops unknown countries and facilities instead of failing', () => {
    const query = parseRegionListQuery(new URLSearchParams('land=NL&voorziening=casino'));
    expect(query).toEqual({ country: null, flags: [], page: 1 });
  });
});

describe('parsePage', () => {
  it('takes positive whole numbers and falls back to 1 for anything else', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('0')).toBe(1);
    expect(parsePage('-4')).toBe(1);
    expect(parsePage('2.5')).toBe(1);
    expect(parsePage('twee')).toBe(1);
    expect(parsePage(null)).toBe(1);
  });
});

describe('regionFiltersFor', () => {
  it('asks the API for one page sorted by name with the chosen filters', () => {
    expect(regionFiltersFor({ country: 'CH', flags: ['hasToboggan'], page: 2 })).toEqual({
      offset: 12,
      limit: 12,
      sort: 'HEADING',
      order: 'ASC',
      countries: ['CH'],
      hasToboggan: true,
    });
  });

  it('sends no country or flag filter when none is chosen', () => {
    const filters = regionFiltersFor({ country: null, flags: [], page: 1 });
    expect(filters).toEqual({ offset: 0, limit: 12, sort: 'HEADING', order: 'ASC' });
  });
});

describe('regionListSearch', () => {
  it('keeps the filters on other pages and leaves page 1 out', () => {
    const query = { country: 'FR' as const, flags: ['hasGolf' as const], page: 1 };
    expect(regionListSearch(query, 1)).toBe('?land=FR&voorziening=golf');
    expect(regionListSearch(query, 2)).toBe('?land=FR&voorziening=golf&pagina=2');
    expect(regionListSearch({ country: null, flags: [], page: 1 }, 1)).toBe('');
  });
});

describe('regionTagLabel', () => {
  it('names known tags in Dutch and reads unknown ones from their slug', () => {
    expect(regionTagLabel('apres-ski')).toBe('Après-ski');
    expect(regionTagLabel('hoge-toppen')).toBe('Hoge toppen');
  });
});
