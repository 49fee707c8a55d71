import type { SeedRedirect } from './types.js';

/** Old paths of the previous site and short links, internal and external. */
export const redirects: SeedRedirect[] = [
  { from: '/skigebieden', to: '/regios', permanent: true },
  { from: '/skigebieden/solden', to: '/regios/solden', permanent: true },
  { from: '/skigebieden/zermatt', to: '/regios/zermatt', permanent: true },
  { from: '/blog', to: '/weblog', permanent: true },
  { from: '/lid-worden', to: '/lidmaatschap', permanent: true },
  { from: '/lawines', to: '/veiligheid/lawines', permanent: true },
  { from: '/sneeuwhoogtes', to: '/weer', permanent: false },
  { from: '/zomer', to: '/activiteiten', permanent: false },
  { from: '/webshop', to: 'https://shop.skivereniging.nl', permanent: false },
  { from: '/lawinebulletin', to: 'https://lawinen.report', permanent: false },
];
