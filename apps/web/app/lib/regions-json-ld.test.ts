import { describe, expect, it } from 'vitest';
import { breadcrumbList, regionCrumbs } from './regions-json-ld.js';

describe('breadcrumbList', () => {
  it('lists the trail of a tag page with positions and absolute URLs', () => {
    const crumbs = regionCrumbs(
      { name: 'Sölden', slug: 'solden' },
      { name: 'Gletsjerskiën in Sölden', slug: 'gletsjer' },
    );
    expect(breadcrumbList(crumbs, 'https://www.nsv.nl')).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://www.nsv.nl/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Skigebieden',
          item: 'https://www.nsv.nl/regios',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Sölden',
          item: 'https://www.nsv.nl/regios/solden',
        },
        {
          '@type': 'ListItem',
          position: 4,
          name: 'Gletsjerskiën in Sölden',
          item: 'https://www.nsv.nl/regios/solden/gletsjer',
        },
      ],
    });
  });
});
