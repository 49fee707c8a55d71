import { catalog, sizes } from './media.js';
import { hashString } from './random.js';
import type { SeedUser } from './types.js';

function avatar(slug: string, name: string): string {
  return catalog.add({
    key: `avatars/${slug}.png`,
    ...sizes.avatar,
    alt: `Avatar van ${name}`,
    motif: 'avatar',
    seed: hashString(slug),
  });
}

/** The admin account whose credentials the README gives. */
export const adminUser: SeedUser = {
  email: 'admin@skivereniging.nl',
  password: 'Bergsport-Beheer-2026',
  isAdmin: true,
  profile: {
    username: 'Beheer NSV',
    signature: 'Redactie en beheer van skivereniging.nl',
    label: 'Redactie',
    avatar: avatar('beheer-nsv', 'Beheer NSV'),
  },
  interests: ['veiligheid', 'vereniging', 'lawines'],
  newsletter: true,
};

/** The member account whose credentials the README gives. */
export const memberUser: SeedUser = {
  email: 'lid@skivereniging.nl',
  password: 'Poedersneeuw-2026',
  isAdmin: false,
  profile: {
    username: 'Poederpiet',
    signature: 'Elk jaar de eerste lift, elk jaar de laatste afdaling.',
    avatar: avatar('poederpiet', 'Poederpiet'),
  },
  interests: ['solden', 'freeride', 'sneeuw'],
  newsletter: true,
};

/** The accounts of the demo: the two above, members who reply, and one without a profile yet. */
export const users: SeedUser[] = [
  adminUser,
  memberUser,
  {
    email: 'anouk.devries@voorbeeld.nl',
    password: 'Gondelbaan-Zillertal-7',
    isAdmin: false,
    profile: {
      username: 'AnoukOpLatten',
      signature: 'Moeder van twee skiërtjes',
      avatar: avatar('anoukoplatten', 'AnoukOpLatten'),
    },
    interests: ['gezinnen', 'mayrhofen-zillertal'],
    newsletter: true,
  },
  {
    email: 'henk.brouwer@voorbeeld.nl',
    password: 'Telemark-sinds-1978',
    isAdmin: false,
    profile: {
      username: 'Henk B.',
      signature: 'Oud-voorzitter, nog steeds op telemarkski’s',
      label: 'Erelid',
    },
    interests: ['langlaufen', 'vereniging', 'huttentochten'],
    newsletter: false,
  },
  {
    email: 'yusuf.kaya@voorbeeld.nl',
    password: 'Kickturn-op-de-Valluga',
    isAdmin: false,
    profile: {
      username: 'yusuf_freeride',
      signature: 'Pieper aan, verstand aan.',
      avatar: avatar('yusuf-freeride', 'yusuf_freeride'),
    },
    interests: ['freeride', 'lawines', 'st-anton-am-arlberg'],
    newsletter: true,
  },
  {
    email: 'marloes.peters@voorbeeld.nl',
    password: 'Huttenslof-Stubai-24',
    isAdmin: false,
    profile: { username: 'Marloes Wandelt', avatar: avatar('marloes-wandelt', 'Marloes Wandelt') },
    interests: ['wandelen', 'huttentochten'],
    newsletter: false,
  },
  {
    email: 'nieuw.lid@voorbeeld.nl',
    password: 'Eerste-Keer-Sneeuw-9',
    isAdmin: false,
    interests: [],
    newsletter: false,
  },
];
