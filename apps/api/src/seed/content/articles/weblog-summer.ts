import { imageGallery, richMedia, socialPost, video, weatherReport } from '../embeds.js';
import type { ArticleEntry } from './entry.js';

/** Weblog posts about the mountains in summer, one or more per activity. */
export const weblogSummer: ArticleEntry[] = [
  {
    slug: 'huttentocht-met-kinderen-zillertal',
    heading: 'Onze eerste huttentocht met kinderen',
    daysAgo: 120,
    author: 'sanne-bakker',
    tags: ['huttentochten', 'wandelen-kinderen', 'kindvriendelijkheid'],
    places: ['mayrhofen-zillertal'],
    lead: 'Drie dagen, twee hutten en één tent vol knuffels in de rugzak. Onze eerste huttentocht met kinderen van zeven en negen in het Zillertal was een avontuur.',
    sections: [
      [
        'De route',
        'Vanaf de Schlegeis-stuwdam liepen we naar het Friesenberghaus (2498 m), drie uur met pauzes. De tweede dag naar de Olpererhütte, met de beroemde hangbrug.',
      ],
      [
        'Slapen in een Lager',
        'In de slaapzaal sliepen we met tien anderen. De kinderen vonden het prachtig; wij sliepen iets minder.',
      ],
    ],
    motif: 'hut',
  },
  {
    slug: 'eiger-trail-grindelwald',
    heading: 'De Eiger Trail: onder de noordwand door',
    daysAgo: 140,
    author: 'eva-jansen',
    tags: ['wandelen', 'highlights'],
    places: ['grindelwald'],
    lead: 'De Eiger Trail loopt van de Eigergletscher naar Alpiglen, pal onder de 1800 meter hoge noordwand. Een wandeling van tweeënhalf uur met een duizelingwekkend decor.',
    sections: [
      [
        'Praktisch',
        'Neem de Eiger Express omhoog en wandel naar beneden; de route is rood-wit gemarkeerd, met een paar stukken langs een touw. Terug naar Grindelwald ga je met het treintje vanaf Alpiglen.',
      ],
    ],
    embeds: [
      imageGallery('galerij-eiger-trail', 'De Eiger Trail', [
        {
          key: 'galerij/eiger-noordwand.jpg',
          alt: 'De noordwand van de Eiger boven een groen pad',
          caption: 'De noordwand, van dichtbij',
          motif: 'mountains-summer',
        },
        {
          key: 'galerij/alpiglen.jpg',
          alt: 'Een alpenweide met een klein station',
          caption: 'Aankomst in Alpiglen',
          motif: 'village',
        },
      ]),
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'mountainbiken-in-leogang',
    heading: 'Mountainbiken in Leogang: van flowtrail tot Wereldbekerafdaling',
    daysAgo: 155,
    author: 'eva-jansen',
    tags: ['mountainbiken'],
    places: ['saalbach-hinterglemm'],
    lead: 'Bikepark Leogang is een bedevaartsoord voor mountainbikers. Maar ook wie nooit eerder een bikepark bezocht, kan er goed terecht.',
    sections: [
      [
        'Beginnen',
        'De Flying Gangster is een brede blauwe lijn met golven en kombochten. Huur een volgeveerde fiets en neem een les van twee uur.',
      ],
      [
        'Voor gevorderden',
        'De Speedster en de Hangman zijn rood en zwart. De Wereldbekerafdaling laat je beter aan de profs over.',
      ],
    ],
    embeds: [
      video('video-leogang', {
        provider: 'youtube',
        videoId: 'Tb1gj3w0g2c',
        title: 'Bikepark Leogang voor beginners',
        duration: 258,
        posterKey: 'video/leogang.jpg',
        motif: 'mountains-summer',
      }),
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'stelvio-fietsen',
    heading: 'De Stelvio beklimmen: 48 haarspeldbochten',
    daysAgo: 165,
    author: 'thijs-visser',
    tags: ['wielrennen'],
    places: ['bormio'],
    lead: 'Vanuit Prato allo Stelvio klim je in 24 kilometer 1800 hoogtemeters naar de Stelviopas, 2757 meter. Op de genummerde bochten zie je je vooruitgang, en je pijn.',
    sections: [
      [
        'Voorbereiding',
        'Train op lange beklimmingen, desnoods in de Ardennen. Kies een lichte versnelling: 34x32 is geen schande.',
      ],
      [
        'Afdalen',
        'Naar Bormio is de afdaling korter maar bochtiger; remmen op tijd en rekening houden met tegemoetkomende motoren.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'toerfietsen-door-de-engadin',
    heading: 'Toerfietsen door de Engadin: van Maloja naar Scuol',
    daysAgo: 170,
    author: 'thijs-visser',
    tags: ['toerfietsen'],
    places: ['st-moritz'],
    lead: 'De Innradweg begint bij de bron van de Inn bij Maloja en volgt de rivier door de Engadin. De eerste etappe naar Scuol is 80 kilometer, bijna allemaal bergaf.',
    sections: [
      [
        'Bagage',
        'Veel hotels langs de route sturen je bagage door. Met de Rhätische Bahn kun je met fiets terug naar het begin.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'klimmen-cinque-torri',
    heading: 'Sportklimmen in de Dolomieten: een week Cinque Torri',
    daysAgo: 185,
    author: 'eva-jansen',
    tags: ['klimmen'],
    places: ['cortina-dampezzo'],
    lead: 'De Cinque Torri boven Cortina zijn vijf rotstorens met honderden routes, van beginnersroutes tot meerdere touwlengtes. Ideaal voor een klimvakantie.',
    sections: [
      [
        'Niveau',
        'De meeste routes liggen tussen 4 en 6b. De rots is ruw en stevig dolomiet, de haken zijn over het algemeen goed.',
      ],
      [
        'Geschiedenis',
        'Tussen de torens liggen loopgraven uit de Eerste Wereldoorlog, die je als openluchtmuseum kunt bezoeken.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'canyoning-in-zell-am-see',
    heading: 'Canyoning: glijden, springen en abseilen',
    daysAgo: 190,
    author: 'joost-hendriks',
    tags: ['canyoning'],
    places: ['zell-am-see-kaprun'],
    lead: 'Bij Taxenbach, niet ver van Zell am See, gingen we met een gids een kloof in: glijden over gladde rotsen, springen in koude poelen en abseilen langs een waterval.',
    sections: [
      [
        'Veilig',
        'Ga alleen met een erkende gids. Na zware regen worden tochten afgelast, en terecht: het water stijgt in een kloof binnen minuten.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'klettersteig-voor-beginners',
    heading: 'Klettersteig voor beginners: de Fisser Klettersteig',
    daysAgo: 195,
    author: 'eva-jansen',
    tags: ['klettersteig'],
    places: ['serfaus-fiss-ladis'],
    lead: 'Met een klettersteigset, een helm en een beetje durf kom je op plekken waar normaal alleen klimmers komen. De Fisser Klettersteig (B/C) is een goede eerste.',
    sections: [
      [
        'Uitrusting',
        'Huur een set met valdemper bij de sportwinkel in Fiss. Handschoenen voorkomen blaren van de staalkabel.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'raften-op-de-inn',
    heading: 'Raften op de Inn bij Landeck',
    daysAgo: 200,
    author: 'joost-hendriks',
    tags: ['rafting-kajak'],
    places: ['serfaus-fiss-ladis', 'ischgl'],
    lead: 'De Imster Schlucht op de Inn is een van de bekendste raftrivieren van Oostenrijk. Twee uur wild water, geschikt vanaf twaalf jaar.',
    sections: [
      [
        'Wat verwacht je',
        'Golven tot twee meter in het voorjaar, rustiger in augustus. Je krijgt een wetsuit, helm en zwemvest, en een korte instructie.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'bergmeren-dolomieten',
    heading: 'De mooiste bergmeren van de Dolomieten',
    daysAgo: 205,
    author: 'eva-jansen',
    tags: ['water-meren', 'wandelen'],
    places: ['cortina-dampezzo', 'kronplatz'],
    lead: 'Lago di Braies, Lago di Sorapis en de Dürrensee: de Dolomieten hebben meren in kleuren die je niet voor mogelijk houdt. Wel moet je de drukte vermijden.',
    sections: [
      [
        'Lago di Braies',
        'In juli en augustus is de weg overdag afgesloten; reserveer een parkeerplaats of neem de bus. Ga vroeg, voor de bussen komen.',
      ],
      [
        'Lago di Sorapis',
        'Twee uur lopen vanaf de Passo Tre Croci, deels langs kabels. Het turkooizen water is de moeite waard.',
      ],
    ],
    embeds: [
      socialPost('post-braies', {
        network: 'instagram',
        url: 'https://www.instagram.com/p/C8lagodibraies/',
        author: '@evajansen.bergen',
        text: 'Zes uur ’s ochtends aan de Lago di Braies. Om acht uur kwamen de bussen, toen waren wij al weg.',
        postedHoursAgo: 205 * 24 + 10,
        picture: {
          key: 'social/braies.jpg',
          alt: 'Een spiegelglad bergmeer in de ochtend',
          motif: 'lake',
        },
      }),
    ],
    motif: 'lake',
    ogImage: true,
  },
  {
    slug: 'regenachtige-dag-in-tirol',
    heading: 'Regen in Tirol: tien dingen om te doen',
    daysAgo: 210,
    author: 'sanne-bakker',
    tags: ['slechtweeractiviteiten', 'kindvriendelijkheid'],
    places: ['zell-am-see-kaprun', 'solden', 'mayrhofen-zillertal'],
    lead: 'Het regent, de kinderen zijn onrustig en de bergen zitten in de wolken. Gelukkig heeft Tirol genoeg te bieden onder een dak.',
    sections: [
      [
        'Binnen',
        'Swarovski Kristallwelten in Wattens, het Tauern Spa in Kaprun, de Aqua Dome in Längenfeld en de Erlebnis Sennerei in Mayrhofen, waar je ziet hoe kaas wordt gemaakt.',
      ],
      [
        'Buiten, maar nat',
        'Een kloofwandeling in de regen is spectaculair: de Krimmler Wasserfälle zijn na een bui op hun mooist.',
      ],
    ],
    motif: 'village',
  },
  {
    slug: 'zwemmen-in-de-caumasee',
    heading: 'Zwemmen in de Caumasee',
    daysAgo: 215,
    author: 'eva-jansen',
    tags: ['water-meren', 'kindvriendelijkheid'],
    places: ['laax'],
    lead: 'De Caumasee bij Flims ligt verstopt in het bos en is turkoois als een lagune. In juli loopt het water op tot 22 graden.',
    sections: [
      [
        'Bereikbaarheid',
        'Vanaf Flims Waldhaus loop je in twintig minuten naar het meer, of neem je de kleine lift. Toegang kost een paar frank.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'vijf-toppers-in-de-alpen-deze-zomer',
    heading: 'Vijf hoogtepunten in de Alpen deze zomer',
    daysAgo: 220,
    tags: ['highlights', 'wandelen'],
    places: ['zermatt', 'chamonix', 'val-gardena', 'grindelwald', 'zell-am-see-kaprun'],
    lead: 'Van de Gornergrat tot de Seceda: vijf plekken die je in de zomer gezien moet hebben, allemaal met een lift bereikbaar.',
    sections: [
      [
        'De lijst',
        'De Gornergrat bij Zermatt, de Aiguille du Midi bij Chamonix, de Seceda in Val Gardena, de Bachalpsee boven Grindelwald en de Grossglockner Hochalpenstraße vanuit Zell am See.',
      ],
    ],
    embeds: [weatherReport('weer-zermatt-zomer', 'zermatt')],
    motif: 'mountains-summer',
  },
  {
    slug: 'wandelen-met-kinderen-tips',
    heading: 'Wandelen met kinderen: zeven tips',
    daysAgo: 230,
    author: 'sanne-bakker',
    tags: ['wandelen-kinderen', 'kindvriendelijkheid'],
    places: ['serfaus-fiss-ladis', 'silvretta-montafon'],
    lead: 'Kinderen wandelen graag, als er onderweg iets te beleven valt. Met deze tips houden ze het een hele dag vol.',
    sections: [
      [
        'Een doel',
        'Een hut met een speeltuin, een meertje om stenen in te gooien of een themapad. In Serfaus is het Murmlipfad ideaal.',
      ],
      [
        'Tempo',
        'Reken op de helft van de aangegeven tijd extra, en stop voordat ze moe zijn. Laat ze zelf de weg zoeken op de bordjes.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'rondje-montafon-e-bike',
    heading: 'Met de e-bike door het Montafon',
    daysAgo: 235,
    author: 'thijs-visser',
    tags: ['mountainbiken', 'toerfietsen'],
    places: ['silvretta-montafon'],
    lead: 'Van Schruns naar de Silvretta Stausee en terug: 70 kilometer en 1500 hoogtemeters. Met een e-bike is het een mooie dagtocht.',
    sections: [
      [
        'Laden',
        'Bij de Bielerhöhe kun je je accu opladen terwijl je luncht. De afdaling over de Silvretta-Hochalpenstraße is spectaculair.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'klimhal-of-rots',
    heading: 'Van de klimhal naar de rots: waar moet je op letten?',
    daysAgo: 245,
    author: 'eva-jansen',
    tags: ['klimmen', 'veiligheid'],
    places: [],
    lead: 'Wie in de klimhal 6a klimt, klimt buiten niet vanzelf 6a. Rots is anders: de grepen zijn niet gekleurd en de haken zitten verder uit elkaar.',
    sections: [
      [
        'Cursus',
        'Volg een cursus buitenklimmen bij de NKBV of een erkende klimschool. Je leert er omlijnen, standplaatsen bouwen en abseilen.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'alpe-dhuez-op-de-fiets',
    heading: 'Alpe d’Huez op de fiets: bocht 21 tot 1',
    daysAgo: 460,
    author: 'thijs-visser',
    tags: ['wielrennen', 'highlights'],
    places: ['alpe-dhuez'],
    lead: 'De 21 bochten van de Alpe d’Huez zijn elke zomer het doel van duizenden Nederlanders. Bocht 7 heet niet voor niets de Hollandse bocht.',
    sections: [
      [
        'De klim',
        '13,8 kilometer met gemiddeld 8,1 procent. De eerste kilometers zijn het steilst; daarna vind je je ritme.',
      ],
    ],
    embeds: [
      richMedia('promo-alpe-dhuzes', {
        title: 'Fiets mee voor het goede doel',
        text: 'Ook dit jaar fietsen leden van de NSV mee met Alpe d’HuZes tegen kanker. Doe mee of steun een renner.',
        url: 'https://www.opgevenisgeenoptie.nl',
        linkLabel: 'Meer over Alpe d’HuZes',
        pictureKey: 'promo/alpe-dhuzes.jpg',
        alt: 'Wielrenners in de haarspeldbochten van een bergweg',
        motif: 'mountains-summer',
      }),
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'hut-overnachten-etiquette',
    heading: 'Overnachten in een berghut: de ongeschreven regels',
    daysAgo: 480,
    author: 'eva-jansen',
    tags: ['huttentochten'],
    places: ['stubaier-gletscher', 'val-gardena'],
    lead: 'Bergschoenen uit bij de ingang, een lakenzak mee en om tien uur stil: in een berghut gelden regels die nergens staan, maar die iedereen kent.',
    sections: [
      [
        'Reserveren',
        'De meeste hutten werken met online reservering. Kun je niet komen, zeg dan af: anders staat de hut je ’s avonds te zoeken.',
      ],
      [
        'Korting',
        'Met een lidmaatschap van een alpenvereniging slaap je goedkoper. NSV-leden krijgen korting bij het Nederlandse KNAV-lidmaatschap.',
      ],
    ],
    motif: 'hut',
  },
  {
    slug: 'gletsjerwandeling-met-gids',
    heading: 'Mijn eerste gletsjertocht, aan het touw',
    daysAgo: 500,
    author: 'joost-hendriks',
    tags: ['huttentochten', 'gletsjer', 'highlights'],
    places: ['saas-fee'],
    lead: 'Met stijgijzers, pickel en een gids aan het touw staken we de Feegletsjer over naar de Britanniahütte. Vier uur lopen, en elke stap voelde bijzonder.',
    sections: [
      [
        'Spleten',
        'De gids wees spleten aan die onder de sneeuw nauwelijks zichtbaar waren. Zonder touw had ik hier nooit gelopen.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'zomervakantie-in-kitzbuehel',
    heading: 'Kitzbühel in de zomer: golf, meren en het Kitzbüheler Horn',
    daysAgo: 520,
    tags: ['highlights', 'water-meren'],
    places: ['kitzbuehel'],
    lead: 'Kitzbühel is in de zomer rustiger en goedkoper dan in de winter. De Schwarzsee ligt op loopafstand van het centrum en het Kitzbüheler Horn is een mooie wandelberg.',
    sections: [
      [
        'Met de fiets',
        'De Kitzbüheler Horn-klim is 7 kilometer lang en gemiddeld 12,5 procent: een van de zwaarste van Oostenrijk.',
      ],
    ],
    motif: 'lake',
    advertorial: true,
    note: 'Deze blog is tot stand gekomen in samenwerking met Kitzbühel Tourismus.',
  },
];
