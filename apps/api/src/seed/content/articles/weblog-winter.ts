import {
  editorialNote,
  imageGallery,
  newsletterSignup,
  socialPost,
  video,
  weatherReport,
} from '../embeds.js';
import type { ArticleEntry } from './entry.js';

/** Weblog posts about winter: trips, tips and gear. */
export const weblogWinter: ArticleEntry[] = [
  {
    slug: 'een-week-solden-met-pubers',
    heading: 'Een week Sölden met drie pubers',
    daysAgo: 1,
    author: 'sanne-bakker',
    tags: ['gezinnen', 'apres-ski'],
    places: ['solden'],
    lead: 'Onze kinderen zijn vijftien, zeventien en negentien, en willen allang niet meer mee naar de skischool. Sölden bleek de perfecte plek om samen te skiën en toch ieder zijn eigen ding te doen.',
    sections: [
      [
        'Overdag samen',
        'De Big 3 Rally deden we met z’n vijven: drie toppen boven de 3000 meter, en bij elke top een foto. Op de Gaislachkogl bezochten we 007 Elements; zelfs de jongste vond dat "wel vet".',
      ],
      [
        '’s Avonds apart',
        'De oudste twee gingen naar de après-ski bij het dalstation van de Giggijoch, wij aten rustig in het dorp. Afspraak: om elf uur een appje, om twaalf uur thuis. Het werkte verrassend goed.',
      ],
    ],
    embeds: [weatherReport('weer-solden-blog', 'solden')],
    motif: 'mountains-winter',
  },
  {
    slug: 'sella-ronda-in-een-dag',
    heading: 'De Sella Ronda in één dag: zo plan je hem',
    daysAgo: 320,
    author: 'marieke-van-dijk',
    tags: ['dolomieten', 'tips'],
    places: ['val-gardena', 'alta-badia'],
    lead: 'De Sella Ronda is het bekendste rondje van de Alpen: 40 kilometer piste rond het Sellamassief, over de Grödnerpas, de Campolongo, de Pordoi en de Sellapas. Met een goede planning is hij voor elke geoefende skiër te doen.',
    sections: [
      [
        'Welke richting',
        'Met de klok mee (oranje borden) is iets makkelijker en heeft mooiere afdalingen; tegen de klok in (groen) is rustiger. Begin vóór half tien, anders sta je op de Pordoi in de rij.',
      ],
      [
        'Pauze',
        'Eet op de Passo Campolongo of bij de Rifugio Salei onder de Sella. Na half vier moet je aan de goede kant zijn: de laatste lift terug naar Selva sluit om vier uur.',
      ],
    ],
    embeds: [
      imageGallery('galerij-sella-ronda', 'Onderweg op de Sella Ronda', [
        {
          key: 'galerij/sella-grodnerpas.jpg',
          alt: 'De Grödnerpas met de Sella op de achtergrond',
          caption: 'Grödnerpas',
          motif: 'mountains-winter',
        },
        {
          key: 'galerij/sella-pordoi.jpg',
          alt: 'Skiërs bij de kabelbaan op de Passo Pordoi',
          caption: 'Passo Pordoi',
          motif: 'piste',
        },
        {
          key: 'galerij/sella-hut.jpg',
          alt: 'Een houten berghut met een vol terras',
          caption: 'Pauze bij een rifugio',
          motif: 'hut',
        },
        {
          key: 'galerij/sella-langkofel.jpg',
          alt: 'De Langkofel in de middagzon',
          caption: 'Uitzicht op de Langkofel',
          motif: 'mountains-winter',
        },
      ]),
    ],
    motif: 'mountains-winter',
    ogImage: true,
  },
  {
    slug: 'eerste-keer-toerskien',
    heading: 'Mijn eerste keer toerskiën: zweten voor een afdaling',
    daysAgo: 290,
    author: 'joost-hendriks',
    tags: ['toerski', 'freeride'],
    places: ['st-anton-am-arlberg'],
    lead: 'Twee uur klimmen met vellen onder je ski’s, voor een afdaling van twintig minuten. Het klinkt als een slechte ruil, tot je bovenop staat en het dal helemaal voor jezelf hebt.',
    sections: [
      [
        'Materiaal',
        'Ik huurde een toerset in St. Anton: lichte ski’s met een toerbinding, stijgvellen en schoenen met een wandelstand. Pieper, schep en sonde had ik van de NSV-cursus.',
      ],
      [
        'De tocht',
        'Met gids Lukas liepen we vanaf Stuben naar de Maroikopf. De kickturns in het steile stuk kosten me de meeste energie; de afdaling door de poedersneeuw maakte alles goed.',
      ],
    ],
    embeds: [
      video('video-toerski', {
        provider: 'vimeo',
        videoId: '1084537',
        title: 'Kickturns leren in vijf minuten',
        duration: 301,
        posterKey: 'video/kickturn.jpg',
        motif: 'mountains-winter',
      }),
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'skien-met-de-trein-naar-zermatt',
    heading: 'Met de trein naar Zermatt: negen uur zonder file',
    daysAgo: 335,
    author: 'thijs-visser',
    tags: ['reizen', 'trein', 'duurzaam'],
    places: ['zermatt'],
    lead: 'Om 6.30 uur vertrokken we uit Utrecht, om 16.00 uur stonden we in Zermatt. Met twee overstappen in Keulen en Bazel, en de laatste uren langs meren en door de Lötschbergtunnel.',
    sections: [
      [
        'De route',
        'ICE naar Bazel, dan de intercity naar Visp en de Matterhorn Gotthard Bahn naar Zermatt. Met de Swiss Half Fare Card is het laatste stuk de helft goedkoper.',
      ],
      [
        'Bagage',
        'Ski’s gaan gewoon mee in de trein. In Zermatt staan elektrische taxi’s klaar, want het dorp is autovrij.',
      ],
    ],
    motif: 'village',
  },
  {
    slug: 'ski-s-kopen-of-huren',
    heading: 'Ski’s kopen of huren? Een rekensom',
    daysAgo: 100,
    author: 'thijs-visser',
    tags: ['materiaal', 'kosten'],
    places: [],
    lead: 'Een goede allmountainski met binding kost rond de 600 euro. Huren kost in de Alpen 180 tot 250 euro per week. Wanneer loont kopen?',
    sections: [
      [
        'De som',
        'Wie één week per jaar gaat, heeft kopen na drie jaar terugverdiend, maar betaalt ook voor onderhoud (50 euro per jaar) en vervoer. Bij twee weken per jaar is kopen al na twee seizoenen voordelig.',
      ],
      [
        'Schoenen altijd kopen',
        'Skischoenen zijn het belangrijkste onderdeel. Laat ze aanmeten bij een bootfitter; een goede schoen gaat zes tot acht seizoenen mee.',
      ],
    ],
    motif: 'village',
    editedDaysAfter: 12,
  },
  {
    slug: 'saalbach-skicircus-rondje',
    heading: 'Het Skicircus-rondje van Saalbach: 65 kilometer in één dag',
    daysAgo: 310,
    author: 'marieke-van-dijk',
    tags: ['tips'],
    places: ['saalbach-hinterglemm'],
    lead: 'Het rondje om het Glemmtal is een klassieker: je skiet met de klok mee of tegen de klok in van Saalbach via Hinterglemm en terug, zonder één meter te lopen.',
    sections: [
      [
        'Mijn route',
        'Ik begon bij de Schattberg X-Press, stak over naar de Zwölferkogel en lunchte bij de Wieseralm. Via Leogang en de Asitz ben ik teruggereden over de Kohlmais.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'apres-ski-ischgl-ervaringen',
    heading: 'Après-ski in Ischgl: ervaringen van een veertiger',
    daysAgo: 295,
    author: 'thijs-visser',
    tags: ['apres-ski'],
    places: ['ischgl'],
    lead: 'Ischgl staat bekend om de après-ski. Kun je daar als veertiger nog naartoe? Ja, als je weet waar je moet zijn.',
    sections: [
      [
        'Waar wel',
        'De Trofana Alm om vier uur is gezellig en luid, maar niet te wild. Voor een rustiger glas ga je naar het terras van het Hotel Elizabeth.',
      ],
      [
        'Waar niet',
        'De bars aan de Dorfstraße na tien uur ’s avonds zijn vooral voor twintigers. Prima, maar niet voor ons.',
      ],
    ],
    motif: 'hut',
    replies: 'closed',
  },
  {
    slug: 'poederdag-in-lech',
    heading: 'Eén poederdag in Lech, en alles klopte',
    daysAgo: 330,
    author: 'joost-hendriks',
    tags: ['freeride', 'sneeuw'],
    places: ['lech-zuers'],
    lead: 'Een meter verse sneeuw, blauwe lucht en lawinegevaar niveau 2: zulke dagen zijn zeldzaam. Op de Arlberg kwam het afgelopen januari allemaal samen.',
    sections: [
      [
        'De dag',
        'We begonnen om half negen bij de Rüfikopf en skieden de varianten richting Zürs. Tegen de middag was alles verspoord, maar tussen de bomen bij Oberlech lag nog genoeg.',
      ],
    ],
    embeds: [
      socialPost('post-poeder-lech', {
        network: 'instagram',
        url: 'https://www.instagram.com/p/C1poederlech/',
        author: '@joosthendriks',
        text: 'Dit is waarom je om zes uur opstaat. Lech, 80 cm vers, geen wolk te zien.',
        postedHoursAgo: 330 * 24 + 4,
        picture: {
          key: 'social/poeder-lech.jpg',
          alt: 'Een skiër in diepe poedersneeuw',
          motif: 'mountains-winter',
        },
      }),
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'leren-skien-op-je-vijftigste',
    heading: 'Leren skiën op je vijftigste',
    daysAgo: 345,
    tags: ['beginners'],
    places: ['courchevel'],
    lead: 'Mijn man skiet al dertig jaar, ik stond nog nooit op ski’s. Op mijn vijftigste was het tijd. Courchevel, met zijn gratis beginnerspistes, bleek een goede plek om te beginnen.',
    sections: [
      [
        'De eerste dag',
        'Drie uur les, vooral op de rolband. Ik ben twaalf keer gevallen en heb twee keer gehuild. Op dag drie maakte ik mijn eerste bochten op de groene piste bij de Pralong.',
      ],
      [
        'Na een week',
        'Blauwe pistes gaan nu. Mijn tip: neem privéles de eerste twee dagen, en lach om jezelf.',
      ],
    ],
    motif: 'piste',
    note: 'Deze blog is geschreven door een lid, Ria Hoekstra, en geplaatst door de redactie.',
  },
  {
    slug: 'skien-met-een-peuter',
    heading: 'Skiën met een peuter: onze eerste keer',
    daysAgo: 355,
    author: 'sanne-bakker',
    tags: ['gezinnen'],
    places: ['obergurgl-hochgurgl'],
    lead: 'Onze jongste was net drie toen we naar Obergurgl gingen. De vraag was niet of ze kon skiën, maar of ze het leuk zou vinden.',
    sections: [
      [
        'Bobo’s kinderclub',
        'Twee ochtenden per week ging ze naar de kinderclub van de skischool, waar ze op een vlakke helling leerden glijden. ’s Middags sleeden we samen.',
      ],
      [
        'Wat werkte',
        'Korte dagen, veel warme chocomel en geen dwang. Op de laatste dag wilde ze niet meer naar huis.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'de-beste-hutten-van-zermatt',
    heading: 'De beste hutten van Zermatt',
    daysAgo: 360,
    author: 'marieke-van-dijk',
    tags: ['hutten', 'eten'],
    places: ['zermatt'],
    lead: 'In Zermatt eet je op de piste beter dan in de meeste restaurants in Nederland. Een lunch kost wel al snel 60 frank. Dit zijn mijn favorieten.',
    sections: [
      [
        'Chez Vrony',
        'In Findeln, met het beroemdste uitzicht op de Matterhorn. De Vrony-burger is een klassieker.',
      ],
      [
        'Zum See',
        'Een oud gehucht op de weg naar Furi, met een kleine kaart en een grote reputatie. Reserveren is noodzaak.',
      ],
    ],
    motif: 'hut',
    advertorial: false,
  },
  {
    slug: 'alpe-dhuez-sarenne',
    heading: 'De Sarenne: zestien kilometer zwart',
    daysAgo: 370,
    author: 'joost-hendriks',
    tags: ['tips'],
    places: ['alpe-dhuez'],
    lead: 'De Sarenne is met 16 kilometer de langste zwarte piste ter wereld. Alleen het bovenste stuk is echt zwart; daarna is het vooral lang en mooi.',
    sections: [
      [
        'Timing',
        'Ga ’s ochtends: de Pic Blanc ligt in de zon en de sneeuw is dan nog hard en snel. Aan het einde wacht een lange vlakke schuss, dus houd snelheid.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'langlaufen-in-de-engadin',
    heading: 'Langlaufen in de Engadin: een week over bevroren meren',
    daysAgo: 375,
    author: 'eva-jansen',
    tags: ['langlaufen'],
    places: ['st-moritz'],
    lead: 'In de Engadin ga je langlaufen waar de Engadin Skimarathon wordt verreden: over de meren van Sils en Silvaplana, door een dal dat bekend staat om zijn licht.',
    sections: [
      [
        'Skating of klassiek',
        'Ik koos voor skating en nam drie lessen. Tegen het einde van de week reed ik van Maloja naar St. Moritz, 20 kilometer.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'serfaus-met-kleine-kinderen',
    heading: 'Serfaus met kleine kinderen: zo makkelijk kan het zijn',
    daysAgo: 380,
    author: 'sanne-bakker',
    tags: ['gezinnen'],
    places: ['serfaus-fiss-ladis'],
    lead: 'Geen auto, geen lange wandelingen met ski’s op de schouder: in Serfaus brengt de ondergrondse metro je van het hotel naar de liften.',
    sections: [
      [
        'Murmli',
        'Onze twee jongsten zaten in de Murmli-skischool; na drie dagen skieden ze mee naar het restaurant Komperdell.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'nachtskien-corvatsch',
    heading: 'Nachtskiën op de Corvatsch',
    daysAgo: 400,
    author: 'marieke-van-dijk',
    tags: ['tips'],
    places: ['st-moritz'],
    lead: 'Op vrijdagavond is de Hahnensee-afdaling van de Corvatsch verlicht: vier kilometer skiën onder de sterren, met daarna fondue in het bergrestaurant.',
    sections: [
      [
        'Praktisch',
        'De Snow Night begint om zeven uur en duurt tot twee uur ’s nachts. Een aparte avondpas kost ongeveer 40 frank.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'skischoenen-warm-houden',
    heading: 'Koude voeten? Zo houd je je skischoenen warm',
    daysAgo: 405,
    tags: ['materiaal', 'tips'],
    places: [],
    lead: 'Koude voeten verpesten een skidag. Meestal ligt het niet aan de kou, maar aan te strakke schoenen of verkeerde sokken.',
    sections: [
      [
        'Sokken',
        'Eén paar dunne wollen skisokken, niet twee paar dikke. Dikke sokken knellen en remmen de doorbloeding.',
      ],
      [
        'Drogen',
        'Haal de binnenschoen ’s avonds uit de schaal en laat hem drogen. Vochtige schoenen zijn de volgende ochtend koud.',
      ],
    ],
    motif: 'village',
  },
  {
    slug: 'poeder-in-tignes',
    heading: 'Tignes in januari: kou en poeder',
    daysAgo: 415,
    author: 'joost-hendriks',
    tags: ['freeride', 'sneeuw'],
    places: ['tignes', 'val-disere'],
    lead: 'Min twintig op de Grande Motte, maar een halve meter vers. Tignes in januari is niets voor koukleumen, wel voor poederliefhebbers.',
    sections: [
      [
        'Onze route',
        'Met gids skieden we de vallon van de Sache naar Les Brévières, 1600 hoogtemeters door wisselend terrein.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'laatste-skidag-van-het-seizoen',
    heading: 'De laatste skidag van het seizoen',
    daysAgo: 215,
    author: 'marieke-van-dijk',
    tags: ['sneeuw', 'voorjaar'],
    places: ['obertauern'],
    lead: 'Begin mei in Obertauern: een paar liften, natte sneeuw en zonnebrand. De laatste dag van het seizoen is altijd een beetje weemoedig.',
    sections: [
      [
        'Firn',
        'Voorjaarssneeuw is ’s ochtends hard en na tien uur perfect: firn, die onder je ski’s kraakt als suiker.',
      ],
    ],
    embeds: [
      newsletterSignup(
        'nieuwsbrief-voorjaar',
        'Aftellen naar volgend seizoen',
        'Schrijf je in voor de nieuwsbrief en hoor als eerste wanneer de gletsjers weer opengaan.',
      ),
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'snowboard-of-ski',
    heading: 'Van snowboard terug naar ski’s, na twintig jaar',
    daysAgo: 430,
    author: 'thijs-visser',
    tags: ['materiaal'],
    places: ['laax'],
    lead: 'Twintig jaar lang reed ik snowboard. Vorig jaar stapte ik in Laax terug op ski’s, en ik was verbaasd hoe snel het terugkwam.',
    sections: [
      [
        'Waarom',
        'Mijn knieën werden het zitten in de sneeuw beu, en met ski’s ben je op vlakke stukken sneller.',
      ],
    ],
    motif: 'piste',
    hideDate: true,
  },
  {
    slug: 'vakantiehuis-ruilen-leden',
    heading: 'Ervaringen met huizenruil onder leden',
    daysAgo: 440,
    tags: ['vereniging', 'reizen'],
    places: ['silvretta-montafon'],
    lead: 'Sinds twee jaar kunnen leden hun vakantiehuis of appartement ruilen via het ledenforum. Familie De Boer ruilde hun huis aan de Veluwe voor een appartement in Schruns.',
    sections: [
      [
        'Hoe het ging',
        'De sleuteloverdracht ging via de buren, en beide families lieten een welkomstpakket achter. Volgend jaar doen ze het weer.',
      ],
    ],
    motif: 'village',
    noIndex: true,
  },
  {
    slug: 'ski-vakantie-met-oma',
    heading: 'Met drie generaties op wintersport',
    daysAgo: 450,
    author: 'sanne-bakker',
    tags: ['gezinnen'],
    places: ['arosa-lenzerheide'],
    lead: 'Oma van 78 langlauft, wij skiën en de kleinkinderen zitten op skischool. In Lenzerheide had iedereen een plek.',
    sections: [
      [
        'Rond de Heidsee',
        'De loipe rond het meer is vlak en goed onderhouden. Oma reed elke ochtend haar rondje, en ’s middags zaten we allemaal op het terras aan het water.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'redactie-overweegt-blogreeks',
    heading: 'Schrijf mee aan het weblog',
    daysAgo: 470,
    tags: ['vereniging'],
    places: [],
    lead: 'Het weblog draait op verhalen van leden. Heb je een bijzondere tocht gemaakt, een gebied ontdekt of een tip voor materiaal? Stuur je verhaal in.',
    sections: [
      [
        'Zo gaat het',
        'Stuur een tekst van 300 tot 800 woorden en een paar foto’s naar redactie@skivereniging.nl. De redactie leest mee en neemt contact op.',
      ],
    ],
    embeds: [
      editorialNote(
        'noot-schrijf-mee',
        'We plaatsen niet elk verhaal, maar we lezen ze allemaal.\n\nJe tekst blijft van jou; we vragen alleen toestemming om hem op de site te zetten.',
        'Goed om te weten',
      ),
    ],
    motif: 'village',
  },
];
