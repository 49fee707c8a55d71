import { describe, expect, it } from 'vitest';
import {
  listHref,
  pageCount,
  parseListQuery,
  sortFormHref,
  sortFormQuery,
} from './articles-list.js';

const parse = (query: string) => parseListQuery(new URLSearchParams(query));

describe('parseListQuery', () => {
  it('defaults to page 1, newest first', () => {
    expect(parse('')).toEqual({ page: 1, sort: 'datum', order: 'af' });
  });

  it('reads page, column and order; a title sort defaults to A to Z', () => {
    expect(parse('pagina=3&sorteer=titel')).toEqual({ page: 3, sort: 'titel', order: 'op' });
    expect(parse('sorteer=datum&volgorde=op')).toEqual({ page: 1, sort: 'datum', order: 'op' });
  });

  it('refuses values the list does not understand', () => {
    for (const query of [
      'pagina=0',
      'pagina=abc',
      'pagina=-1',
      'sorteer=kleur',
      'volgorde=omhoog',
    ]) {
      expect(parse(query), query).toBeNull();
    }
  });
});

describe('listHref', () => {
  it('leaves defaults out so each state has one address', () => {
    expect(listHref('/nieuws', { page: 1, sort: 'datum', order: 'af' })).toBe('/nieuws');
    expect(listHref('/nieuws', { page: 2, sort: 'titel', order: 'op' })).toBe(
      '/nieuws?sorteer=titel&pagina=2',
    );
    expect(listHref('/weblog', { page: 1, sort: 'titel', order: 'af' })).toBe(
      '/weblog?sorteer=titel&volgorde=af',
    );
  });
});

describe('pageCount', () => {
  it('has at least one page and rounds up', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(10)).toBe(1);
    expect(pageCount(11)).toBe(2);
  });
});

describe('sortFormQuery', () => {
  it('gives the new sort field its own default order when only the field changed', () => {
    expect(sortFormQuery({ page: 3, sort: 'titel', order: 'af' }, 'datum-af')).toEqual({
      page: 1,
      sort: 'titel',
      order: 'op',
    });
    expect(sortFormQuery({ page: 1, sort: 'datum', order: 'op' }, 'titel-op')).toEqual({
      page: 1,
      sort: 'datum',
      order: 'af',
    });
  });

  it('keeps an order the visitor chose, with or without a new field', () => {
    expect(sortFormQuery({ page: 1, sort: 'titel', order: 'op' }, 'datum-af').order).toBe('op');
    expect(sortFormQuery({ page: 1, sort: 'datum', order: 'op' }, 'datum-af').order).toBe('op');
    expect(sortFormQuery({ page: 1, sort: 'titel', order: 'af' }, 'titel-op').order).toBe('af');
  });

  it('takes a missing or odd shown value as no change of field', () => {
    expect(sortFormQuery({ page: 1, sort: 'titel', order: 'af' }, 'titel').order).toBe('af');
  });
});

describe('sortFormHref', () => {
  it('spells out both fields as the form sends them', () => {
    expect(sortFormHref('/nieuws', { page: 1, sort: 'titel', order: 'op' })).toBe(
      '/nieuws?sorteer=titel&volgorde=op',
    );
  });
});
