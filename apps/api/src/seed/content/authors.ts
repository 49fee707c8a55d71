import { catalog, sizes } from './media.js';
import { hashString } from './random.js';
import type { SeedAuthor } from './types.js';

function avatar(slug: string, name: string): string {
  return catalog.add({
    key: `avatars/${slug}.png`,
    ...sizes.avatar,
    alt: `Portret van ${name}`,
    motif: 'avatar',
    seed: hashString(slug),
  });
}

/** The writers of the news and weblog articles. Articles without an author show 'Redactie'. */
export const authors: SeedAuthor[] = [
  {
    slug: 'marieke-van-dijk',
    username: 'Marieke van Dijk',
    authorBiography:
      'Hoofdredacteur en skilerares (Snowsport Nederland niveau 3). Staat sinds 2004 elke winter op de latten, het liefst in Tirol, en schrijft over sneeuwzekerheid, pistes en veiligheid.',
    avatar: avatar('marieke-van-dijk', 'Marieke van Dijk'),
  },
  {
    slug: 'joost-hendriks',
    username: 'Joost Hendriks',
    authorBiography:
      'Freerider en toerskiër uit Utrecht. Volgt lawinecursussen bij de NSV en schrijft over off-piste, toerski en het lawinebulletin.',
    avatar: avatar('joost-hendriks', 'Joost Hendriks'),
  },
  {
    slug: 'sanne-bakker',
    username: 'Sanne Bakker',
    authorBiography:
      'Moeder van drie en al twintig jaar met het hele gezin op wintersport. Test skischolen, kindvriendelijke hotels en rodelbanen, en ’s zomers huttentochten met kinderen.',
    avatar: avatar('sanne-bakker', 'Sanne Bakker'),
  },
  {
    slug: 'pieter-de-vries',
    username: 'Pieter de Vries',
    authorBiography:
      'Sportjournalist, volgt de Wereldbeker alpineskiën en de Nederlandse skiërs in het internationale circuit.',
    avatar: avatar('pieter-de-vries', 'Pieter de Vries'),
  },
  {
    slug: 'eva-jansen',
    username: 'Eva Jansen',
    authorBiography:
      'Wandelaar, mountainbiker en klimster. Schrijft over de Alpen in de zomer: huttentochten, klettersteigen en bergmeren.',
    avatar: avatar('eva-jansen', 'Eva Jansen'),
  },
  {
    slug: 'thijs-visser',
    username: 'Thijs Visser',
    authorBiography:
      'Rekent liever dan dat hij gokt: vergelijkt skipassen, reistijden en treinverbindingen naar de Alpen en schrijft over duurzaam op wintersport.',
    avatar: avatar('thijs-visser', 'Thijs Visser'),
  },
];
