import type { ActivityCategory, SeedImage } from '../types.js';

/** The hand-written text of an activity page. */
export interface ActivityText {
  title: string;
  intro: string;
  sections: Array<[string, string]>;
  motif: SeedImage['motif'];
}

/** One text per activity category of spec §3. */
export const activityTexts: Record<ActivityCategory, ActivityText> = {
  wandelen: {
    title: 'Wandelen in de Alpen',
    intro:
      'Van een ommetje over een alpenweide tot een meerdaagse tocht langs gletsjers: wandelen is de populairste zomeractiviteit in de bergen. De liften brengen je naar de mooiste startpunten.',
    sections: [
      [
        'Markering',
        'In Oostenrijk en Zwitserland zijn de paden gemarkeerd in kleuren: geel of blauw voor makkelijke wandelpaden, rood-wit voor bergpaden, blauw-wit voor alpiene routes. In Frankrijk en Italië volg je de nummers en de rood-witte strepen.',
      ],
      [
        'Onze favorieten',
        'De Eiger Trail bij Grindelwald, de Panoramaweg bij de Seceda in Val Gardena en de Fünfseenweg boven Zermatt, waar je in één ochtend vijf bergmeren passeert.',
      ],
    ],
    motif: 'mountains-summer',
  },
  'wandelen-kinderen': {
    title: 'Wandelen met kinderen',
    intro:
      'Met kinderen wandel je niet om de kilometers, maar om wat er onderweg te zien is: een beek om te dammen, marmotten, een hut met een speeltuin. Veel gebieden hebben themapaden speciaal voor gezinnen.',
    sections: [
      [
        'Themapaden',
        'Het Murmlipfad in Serfaus, de Hexenwasser in Söll en de Zwergenweg in Saalbach houden kinderen urenlang bezig.',
      ],
      [
        'Afstanden',
        'Reken voor kinderen tot acht jaar op maximaal drie uur lopen per dag, inclusief pauzes. Een lift omhoog scheelt veel klimmen.',
      ],
    ],
    motif: 'mountains-summer',
  },
  huttentochten: {
    title: 'Huttentochten',
    intro:
      'Een huttentocht is wandelen van hut naar hut, met een rugzak en zonder terug te hoeven naar het dal. Je slaapt in een slaapzaal, eet met de andere wandelaars en staat op met de zon.',
    sections: [
      [
        'Klassiekers',
        'De Stubaier Höhenweg (acht dagen), de Zillertaler Runde, de Tour du Mont Blanc en de Alta Via 1 door de Dolomieten.',
      ],
      [
        'Wat neem je mee',
        'Een lakenzak (verplicht in de meeste hutten), hutschoenen of slippers, een hoofdlamp, oordoppen en contant geld: niet elke hut accepteert een pinpas.',
      ],
    ],
    motif: 'hut',
  },
  mountainbiken: {
    title: 'Mountainbiken',
    intro:
      'De Alpen zijn een mountainbikeparadijs, van brede grindwegen naar almhutten tot de steilste afdalingen in bikeparken. Met een e-mountainbike komt ook de gemiddelde fietser hoog.',
    sections: [
      [
        'Bikeparken',
        'Leogang, Morzine, Les 2 Alpes en Serfaus-Fiss-Ladis hebben parken met lijnen voor elk niveau. Huur een volgeveerde fiets en bescherming; les is aan te raden.',
      ],
      [
        'Regels',
        'Blijf op de aangegeven routes: in Oostenrijk is fietsen op wandelpaden vaak verboden. Geef wandelaars altijd voorrang.',
      ],
    ],
    motif: 'mountains-summer',
  },
  toerfietsen: {
    title: 'Toerfietsen',
    intro:
      'Langs de rivieren door de dalen fietsen, met de bergen als decor: toerfietsen in de Alpen is minder zwaar dan je denkt. Veel routes volgen rivieren en lopen grotendeels bergaf.',
    sections: [
      [
        'Routes',
        'De Innradweg door de Engadin en Tirol, de Drauradweg van Toblach naar Lienz en de Via Claudia Augusta over de Reschenpas.',
      ],
      [
        'Bagagevervoer',
        'Op populaire routes vervoeren hotels en bedrijven je bagage naar de volgende overnachting.',
      ],
    ],
    motif: 'lake',
  },
  wielrennen: {
    title: 'Wielrennen',
    intro:
      'De cols van de Tour de France en de Giro d’Italia trekken elk jaar duizenden Nederlandse wielrenners. Alpe d’Huez, de Stelvio, de Galibier: wie ze beklimt, rijdt in het spoor van de groten.',
    sections: [
      [
        'Voorbereiding',
        'Train op lange inspanningen van een uur of meer, en zorg voor een lichte versnelling. Neem een windjack mee voor de afdaling, ook als het in het dal 30 graden is.',
      ],
      [
        'Autovrije dagen',
        'Op de Sellaronda Bike Day en de Dolomites Bike Day zijn de passen voor auto’s gesloten.',
      ],
    ],
    motif: 'mountains-summer',
  },
  klimmen: {
    title: 'Klimmen',
    intro:
      'Van sportklimmen in de Dolomieten tot alpine routes op granieten wanden bij Chamonix: de Alpen bieden klimmers alles. Beginners zijn welkom in klimtuinen met korte routes.',
    sections: [
      [
        'Waar',
        'De Cinque Torri bij Cortina, de klimtuinen van het Ötztal en de granieten platen van de Grimselpas.',
      ],
      [
        'Veiligheid',
        'Klim buiten alleen als je de techniek beheerst, of met een gids. Draag altijd een helm, ook onder aan de wand.',
      ],
    ],
    motif: 'mountains-summer',
  },
  canyoning: {
    title: 'Canyoning',
    intro:
      'Bij canyoning daal je door een kloof af: glijden over rotsen, springen in poelen en abseilen langs watervallen. Spannend en verfrissend, en met een goede gids veilig.',
    sections: [
      [
        'Voor wie',
        'Voor iedereen vanaf ongeveer twaalf jaar die kan zwemmen. Beginnerstochten duren twee tot drie uur.',
      ],
      ['Waar', 'Het Salzburger Land, het Ötztal en het Ticino, waar de kloven van graniet zijn.'],
    ],
    motif: 'lake',
  },
  klettersteig: {
    title: 'Klettersteigen',
    intro:
      'Een klettersteig of via ferrata is een klimroute met staalkabels, ladders en treden. Je bent altijd gezekerd, en zo kom je zonder klimervaring op spectaculaire plekken.',
    sections: [
      [
        'Moeilijkheid',
        'Routes worden gewaardeerd van A (makkelijk) tot E (zeer zwaar). Begin met A of B, en neem een gids voor je eerste tocht.',
      ],
      [
        'Uitrusting',
        'Een klettersteigset met valdemper, een klimgordel, een helm en handschoenen. Huren kan in elke sportwinkel in de Alpen.',
      ],
    ],
    motif: 'mountains-summer',
  },
  'rafting-kajak': {
    title: 'Raften en kajakken',
    intro:
      'De smeltwaterrivieren van de Alpen zijn in het voorjaar en de vroege zomer wild en koud. Raften doe je met een groep in een grote boot, kajakken alleen of met z’n tweeën.',
    sections: [
      [
        'Rivieren',
        'De Inn bij Landeck en Imst, de Ötztaler Ache, de Isère bij Bourg-Saint-Maurice en de Noce in Trentino.',
      ],
      [
        'Seizoen',
        'Het water is het hoogst in mei en juni. In augustus zijn de tochten rustiger en geschikter voor gezinnen.',
      ],
    ],
    motif: 'lake',
  },
  highlights: {
    title: 'Hoogtepunten in de Alpen',
    intro:
      'Sommige plekken moet je gezien hebben: de Matterhorn bij zonsopkomst, de Mer de Glace, de Drei Zinnen. Een selectie van plekken die onze leden nooit vergeten.',
    sections: [
      [
        'Met de lift',
        'Gornergrat (Zermatt), Aiguille du Midi (Chamonix), Jungfraujoch (Grindelwald), Top of Tyrol (Stubaital) en de Seceda (Val Gardena).',
      ],
      [
        'Te voet',
        'De rondwandeling om de Drei Zinnen, de Bachalpsee boven Grindelwald en de Lago di Sorapis.',
      ],
    ],
    motif: 'mountains-summer',
  },
  kindvriendelijkheid: {
    title: 'Kindvriendelijke bestemmingen',
    intro:
      'Een bestemming is kindvriendelijk als de afstanden kort zijn, er genoeg te doen is bij slecht weer en de kinderen zich veilig kunnen bewegen. Deze gebieden scoren bij onze leden het hoogst.',
    sections: [
      [
        'Onze keuze',
        'Serfaus-Fiss-Ladis, Obergurgl, Alta Badia, La Plagne en Arosa Lenzerheide: in winter én zomer ingericht op gezinnen.',
      ],
      [
        'Waar let je op',
        'Een skischool met een eigen kinderland, een zwembad, een rodelbaan, en liever een appartement aan de piste dan een hotel in het dal.',
      ],
    ],
    motif: 'piste',
  },
  slechtweeractiviteiten: {
    title: 'Activiteiten bij slecht weer',
    intro:
      'Regen in de bergen hoort erbij. Gelukkig is er genoeg te doen onder een dak, en sommige uitstapjes zijn zelfs mooier in de regen.',
    sections: [
      [
        'Binnen',
        'Thermen zoals de Aqua Dome in Längenfeld en het Tauern Spa in Kaprun, de Swarovski Kristallwelten in Wattens, en het Messner Mountain Museum op de Kronplatz.',
      ],
      [
        'Buiten',
        'Watervallen en kloven, zoals de Krimmler Wasserfälle en de Liechtensteinklamm, zijn na regen op hun mooist.',
      ],
    ],
    motif: 'village',
  },
  'water-meren': {
    title: 'Water en meren',
    intro:
      'Bergmeren zijn koud, helder en vaak spectaculair gekleurd. Sommige zijn warm genoeg om te zwemmen, andere ideaal om te suppen of eromheen te wandelen.',
    sections: [
      [
        'Zwemmen',
        'De Caumasee bij Flims, de Zeller See en de Schwarzsee bij Kitzbühel worden in juli en augustus 20 tot 24 graden.',
      ],
      [
        'Kijken',
        'Lago di Braies, de Dürrensee en de Lac Blanc boven Chamonix: om te fotograferen, niet om in te springen.',
      ],
    ],
    motif: 'lake',
  },
};
