import type { SeedReply } from './types.js';

/** Replies of the demo members, some with markdown (lists, emphasis, links). */
export const replies: SeedReply[] = [
  {
    articleSlug: 'solden-opent-seizoen-op-de-gletsjer',
    userEmail: 'lid@skivereniging.nl',
    hoursAgo: 30,
    content:
      'Gisteren geweest: de Rettenbachferner lag er **perfect** bij. Om half negen was het nog rustig, na elven werd het druk bij de Gletscherexpress.',
    voteCount: 12,
  },
  {
    articleSlug: 'solden-opent-seizoen-op-de-gletsjer',
    userEmail: 'yusuf.kaya@voorbeeld.nl',
    hoursAgo: 26,
    content:
      'Let op: naast de piste ligt nog maar weinig sneeuw, en de stenen zitten er net onder. Niet je nieuwe ski’s meenemen dus.',
    voteCount: 7,
  },
  {
    articleSlug: 'solden-opent-seizoen-op-de-gletsjer',
    userEmail: 'anouk.devries@voorbeeld.nl',
    hoursAgo: 20,
    content:
      'Weet iemand of de skitunnel ook met kinderen van zes te doen is? De afdaling daarna leek me op de kaart vrij steil.',
    voteCount: 1,
  },
  {
    articleSlug: 'een-week-solden-met-pubers',
    userEmail: 'anouk.devries@voorbeeld.nl',
    hoursAgo: 10,
    content:
      'Herkenbaar! Onze afspraak was precies hetzelfde. Wat voor ons werkte:\n\n- elke ochtend samen ontbijten\n- ’s middags vrij\n- één avond samen uit eten, op kosten van de ouders',
    voteCount: 9,
  },
  {
    articleSlug: 'sella-ronda-in-een-dag',
    userEmail: 'henk.brouwer@voorbeeld.nl',
    hoursAgo: 24 * 300,
    content:
      'Met de klok mee, en de *Campolongo* vóór twaalven: dan heb je ’s middags geen stress. Zo doe ik het al dertig jaar.',
    voteCount: 15,
  },
  {
    articleSlug: 'sella-ronda-in-een-dag',
    userEmail: 'lid@skivereniging.nl',
    hoursAgo: 24 * 298,
    content:
      'Dank voor de tip over de laatste lift, wij waren vorig jaar te laat en moesten met de taxi terug naar Selva. Kostte 90 euro.',
    voteCount: 6,
  },
  {
    articleSlug: 'lawinebulletin-begrijpen',
    userEmail: 'yusuf.kaya@voorbeeld.nl',
    hoursAgo: 24 * 12,
    content:
      'Goed stuk. Aanvulling: kijk ook naar de **lawineprobleem-symbolen** (verse sneeuw, triebsneeuw, oude sneeuw, natte sneeuw, glijsneeuw). Die zeggen vaak meer dan het getal. Zie [lawinen.report](https://lawinen.report).',
    voteCount: 21,
  },
  {
    articleSlug: 'lawinebulletin-begrijpen',
    userEmail: 'henk.brouwer@voorbeeld.nl',
    hoursAgo: 24 * 11,
    content: 'Duidelijk overzicht. Ik print het elk jaar uit en stop het in mijn rugzak.',
    voteCount: 4,
  },
  {
    articleSlug: 'skipasprijzen-stijgen',
    userEmail: 'lid@skivereniging.nl',
    hoursAgo: 24 * 74,
    content:
      'In Zermatt scheelde het ons online bijna 25 procent ten opzichte van de kassa. Vroeg boeken loont echt.',
    voteCount: 8,
  },
  {
    articleSlug: 'skipasprijzen-stijgen',
    userEmail: 'anouk.devries@voorbeeld.nl',
    hoursAgo: 24 * 73,
    content: 'Voor gezinnen is het Zillertal nog steeds het voordeligst: kinderen tot zes gratis.',
    voteCount: 5,
  },
  {
    articleSlug: 'huttentocht-met-kinderen-zillertal',
    userEmail: 'marloes.peters@voorbeeld.nl',
    hoursAgo: 24 * 118,
    content:
      'Mooi verslag. Het Friesenberghaus is ook prachtig in september, dan zijn de koeien weer in het dal en is het stil op het pad.',
    voteCount: 3,
  },
  {
    articleSlug: 'ski-s-kopen-of-huren',
    userEmail: 'henk.brouwer@voorbeeld.nl',
    hoursAgo: 24 * 95,
    content:
      '### Mijn rekensom\n\nZes weken per jaar, dus kopen was snel terugverdiend. Maar: **schoenen** zijn het allerbelangrijkst, daar eens mee.',
    voteCount: 2,
  },
  {
    articleSlug: 'eerste-keer-toerskien',
    userEmail: 'yusuf.kaya@voorbeeld.nl',
    hoursAgo: 24 * 285,
    content:
      'De Maroikopf is een mooie eerste tocht. Volgende stap: de Stubaier Alpen, daar liggen veel hutten op een dag lopen.',
    voteCount: 4,
  },
  {
    articleSlug: 'nachttrein-naar-innsbruck',
    userEmail: 'lid@skivereniging.nl',
    hoursAgo: 24 * 65,
    content:
      'Vorig jaar gedaan met de couchette, prima geslapen. Wel even opletten: in Innsbruck **eerst ontbijten**, de bus naar het Stubaital gaat pas om half tien.',
    voteCount: 6,
  },
];
