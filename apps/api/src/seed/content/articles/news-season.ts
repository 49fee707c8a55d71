import { editorialNote, imageGallery, richMedia, socialPost, weatherReport } from '../embeds.js';
import type { ArticleEntry } from './entry.js';

/** News across the year: summer in the mountains, the association, travel and safety. */
export const newsSeason: ArticleEntry[] = [
  {
    slug: 'ledenvergadering-nieuw-bestuur',
    heading: 'Algemene ledenvergadering kiest nieuw bestuur',
    daysAgo: 210,
    tags: ['vereniging'],
    places: [],
    lead: 'Op de algemene ledenvergadering in Utrecht is Annelies Mulder gekozen tot voorzitter. Zij volgt Henk Brouwer op, die na acht jaar afscheid nam.',
    sections: [
      [
        'Plannen',
        'Het nieuwe bestuur wil meer jongeren betrekken, het aanbod aan lawinecursussen uitbreiden en de samenwerking met de indoorhallen versterken.',
      ],
      [
        'Contributie',
        'De leden stemden in met een verhoging van de contributie met 2 euro per jaar, vooral voor de verzekering van vrijwilligers.',
      ],
    ],
    motif: 'village',
    replies: 'closed',
  },
  {
    slug: 'lawinecursus-inschrijving-open',
    heading: 'Inschrijving lawinecursussen geopend',
    daysAgo: 40,
    author: 'joost-hendriks',
    tags: ['veiligheid', 'lawines', 'vereniging', 'cursus'],
    places: ['stubaier-gletscher'],
    lead: 'De NSV organiseert deze winter weer lawinecursussen van drie dagen in het Stubaital, met een theorieavond vooraf in Utrecht. Er zijn 96 plaatsen.',
    sections: [
      [
        'Programma',
        'Dag één: het bulletin lezen, route kiezen en de pieper gebruiken. Dag twee: sneeuwprofielen graven en zoekoefeningen met meerdere bedolvenen. Dag drie: een begeleide tocht waarin je alles toepast.',
      ],
      [
        'Voor wie',
        'Voor iedereen die buiten de piste wil skiën of snowboarden en al vlot rode pistes rijdt. Pieper, schep en sonde kun je bij ons lenen.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'zomerwandelen-gletsjers-smelten',
    heading: 'Gletsjers smelten harder dan verwacht: wat betekent dat voor wandelaars?',
    daysAgo: 130,
    author: 'eva-jansen',
    tags: ['zomer', 'wandelen', 'gletsjer', 'klimaat'],
    places: ['chamonix', 'zermatt', 'grindelwald'],
    lead: 'De Zwitserse gletsjers verloren afgelopen zomer opnieuw enkele procenten van hun volume. Voor wandelaars betekent dat langere afdalingen over morenes en meer steenslag.',
    sections: [
      [
        'Mer de Glace',
        'Vanaf het station Montenvers daal je inmiddels meer dan 500 treden af om het ijs te bereiken. Bij de treden staan bordjes met het jaartal waarin het ijs daar nog lag.',
      ],
      [
        'Steenslag',
        'Door smeltend permafrost komen rotsen los. Bekijk voor een tocht de actuele informatie van de hut of het bergsportbureau en vertrek vroeg.',
      ],
    ],
    embeds: [
      imageGallery('galerij-gletsjers', 'Gletsjers in de zomer', [
        {
          key: 'galerij/mer-de-glace.jpg',
          alt: 'Het ijs van de Mer de Glace tussen grijze morenes',
          caption: 'Mer de Glace bij Montenvers',
          motif: 'mountains-summer',
        },
        {
          key: 'galerij/gornergletscher.jpg',
          alt: 'De Gornergletscher met de Monte Rosa',
          caption: 'Gornergletscher vanaf de Gornergrat',
          motif: 'mountains-summer',
        },
        {
          key: 'galerij/aletsch.jpg',
          alt: 'De Grosser Aletschgletscher onder een blauwe hemel',
          caption: 'De Aletschgletsjer, de langste van de Alpen',
          motif: 'mountains-summer',
        },
      ]),
    ],
    motif: 'mountains-summer',
    ogImage: true,
  },
  {
    slug: 'huttentocht-stubaier-hoehenweg',
    heading: 'Stubaier Höhenweg: hutten al vol voor augustus',
    daysAgo: 200,
    author: 'eva-jansen',
    tags: ['zomer', 'huttentochten', 'wandelen'],
    places: ['stubaier-gletscher'],
    lead: 'De hutten langs de Stubaier Höhenweg zijn voor augustus vrijwel volgeboekt. Wie de achtdaagse rondtocht nog wil lopen, moet uitwijken naar juli of september.',
    sections: [
      [
        'Alternatief',
        'In september is het rustiger en het weer vaak stabieler. Let wel op: vanaf half september sluiten de eerste hutten, zoals de Starkenburger Hütte.',
      ],
    ],
    motif: 'hut',
  },
  {
    slug: 'klettersteig-ongeluk-waarschuwing',
    heading: 'Bergredding waarschuwt: klettersteig is geen wandelpad',
    daysAgo: 150,
    tags: ['zomer', 'klettersteig', 'veiligheid'],
    places: ['zell-am-see-kaprun', 'grindelwald'],
    lead: 'De Oostenrijkse bergredding rukte afgelopen zomer vaker uit voor vastgelopen klimmers op klettersteigen. Vaak ging het om wandelaars die de moeilijkheidsgraad onderschatten.',
    sections: [
      [
        'Wat te doen',
        'Kies een route binnen je niveau (A en B zijn geschikt voor beginners), gebruik een goedgekeurde klettersteigset en een helm, en keer om als het niet gaat. Wie vastzit, belt 140 in Oostenrijk of 112.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'nachttrein-naar-innsbruck',
    heading: 'Nachttrein naar Innsbruck rijdt ook deze winter',
    daysAgo: 70,
    author: 'thijs-visser',
    tags: ['reizen', 'trein', 'duurzaam'],
    places: ['stubaier-gletscher', 'mayrhofen-zillertal', 'solden'],
    lead: 'De Nightjet van Amsterdam naar Innsbruck rijdt ook dit seizoen drie keer per week. Je stapt om acht uur ’s avonds in en staat de volgende ochtend om tien uur in Tirol.',
    sections: [
      [
        'Door naar de piste',
        'Vanaf Innsbruck rijden bussen naar de Stubaier Gletscher, het Zillertal en het Ötztal. Veel gebieden vergoeden de bus met je skipas of gastenkaart.',
      ],
      [
        'Boeken',
        'Couchettes en slaaprijtuigen zijn snel uitverkocht; zitplaatsen blijven langer beschikbaar. Voor de kerstvakantie loont het om direct bij de opening van de boekingsperiode te reserveren.',
      ],
    ],
    motif: 'village',
  },
  {
    slug: 'ski-arlberg-flexenbahn-jubileum',
    heading: 'Flexenbahn: één Arlberg, van St. Anton tot Warth',
    daysAgo: 420,
    tags: ['liften'],
    places: ['st-anton-am-arlberg', 'lech-zuers'],
    lead: 'Sinds de Flexenbahn Zürs met Stuben en St. Anton verbindt, is Ski Arlberg het grootste aaneengesloten gebied van Oostenrijk. Voor skiërs betekende dat het einde van de busrit over de Flexenpas.',
    sections: [
      [
        'Een rondje Arlberg',
        'Met de Flexenbahn, de Trittkopfbahn en de Albonagrat-lift kun je in één dag van St. Anton naar Lech en terug. Reken op zes uur skiën en begin vroeg.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'indoor-skibanen-nederland-seizoen',
    heading: 'Indoorbanen druk bezocht in aanloop naar de winter',
    daysAgo: 25,
    tags: ['indoor', 'vereniging'],
    places: [],
    lead: 'De Nederlandse indoorbanen in Landgraaf, Zoetermeer, Terneuzen en Rucphen melden een drukke herfst. Steeds meer mensen nemen voor vertrek een opfriscursus.',
    sections: [
      [
        'Tip',
        'Twee uur oefenen in een indoorhal scheelt de eerste ochtend op de berg. NSV-leden krijgen bij de meeste banen korting op losse uren.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'val-gardena-saslong-kamelbuckel',
    heading: 'Saslong in Val Gardena: de Wereldbeker komt eraan',
    daysAgo: 360,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden'],
    places: ['val-gardena'],
    lead: 'Half december rijden de heren de afdaling en de super-G op de Saslong in Santa Cristina. De kamelenbulten, drie sprongen achter elkaar, zijn het hoogtepunt.',
    sections: [
      [
        'Zelf rijden',
        'Op dagen zonder wedstrijd is de Saslong een gewone zwarte piste. Reken op een lange, snelle afdaling en stevige bovenbenen.',
      ],
    ],
    embeds: [
      socialPost('post-saslong', {
        network: 'twitter',
        url: 'https://twitter.com/skivereniging/status/1735000000000000000',
        author: '@skivereniging',
        text: 'Ochtendtraining op de Saslong: de kamelenbulten liggen er strak bij. Vanmiddag de eerste trainingsrun.',
        postedHoursAgo: 360 * 24 - 3,
      }),
    ],
    motif: 'piste',
  },
  {
    slug: 'chamonix-vallee-blanche-gids-verplicht',
    heading: 'Chamonix: geen Vallée Blanche zonder gids, zegt de burgemeester',
    daysAgo: 240,
    tags: ['freeride', 'veiligheid', 'gletsjer'],
    places: ['chamonix'],
    lead: 'Na een reeks ongevallen in gletsjerspleten roept de burgemeester van Chamonix iedereen op de Vallée Blanche alleen met een berggids af te dalen. Een verbod komt er (nog) niet.',
    sections: [
      [
        'Wat kost het',
        'Een gids voor een groep van vier kost ongeveer 450 euro. De Compagnie des Guides biedt dagelijks groepen aan waarbij je individueel kunt aansluiten.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'verbier-xtreme-freeride-world-tour',
    heading: 'Xtreme Verbier: finale van de Freeride World Tour',
    daysAgo: 250,
    author: 'joost-hendriks',
    tags: ['freeride', 'wedstrijden'],
    places: ['verbier'],
    lead: 'De finale van de Freeride World Tour werd weer verreden op de Bec des Rosses boven Verbier. Vanaf de finish in het Col des Gentianes zien toeschouwers de hele wand.',
    sections: [
      [
        'Kijken',
        'De wedstrijd is gratis te bekijken vanaf de Col des Gentianes; de kabelbaan brengt je naar boven. Neem warme kleding mee: wachten op de startvlag kan lang duren.',
      ],
    ],
    embeds: [
      socialPost('post-verbier', {
        network: 'facebook',
        url: 'https://www.facebook.com/skivereniging/posts/pfbid-verbier-xtreme',
        author: 'Nederlandse Ski Vereniging',
        text: 'Wat een lijnen vandaag op de Bec des Rosses! Onze freeride-commissie stond aan de finish en is nog steeds onder de indruk.',
        postedHoursAgo: 250 * 24 - 6,
        picture: {
          key: 'social/bec-des-rosses.jpg',
          alt: 'De steile wand van de Bec des Rosses',
          motif: 'mountains-winter',
        },
      }),
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'serfaus-fiss-ladis-kinderskischool-beste',
    heading: 'Serfaus-Fiss-Ladis opnieuw beste gezinsgebied',
    daysAgo: 110,
    author: 'sanne-bakker',
    tags: ['gezinnen'],
    places: ['serfaus-fiss-ladis'],
    lead: 'In een enquête onder onze leden is Serfaus-Fiss-Ladis voor het derde jaar op rij gekozen als beste gezinsgebied. Het Murmli-kinderland en de autovrije dorpskern scoren het hoogst.',
    sections: [
      [
        'De rest van de top vijf',
        'Op twee staat Obergurgl, gevolgd door Alta Badia, La Plagne en Arosa Lenzerheide.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'zomerseizoen-liften-open',
    heading: 'Zomerliften draaien weer: dit zijn de openingsdata',
    daysAgo: 175,
    author: 'eva-jansen',
    tags: ['zomer', 'wandelen', 'mountainbiken'],
    places: ['saalbach-hinterglemm', 'serfaus-fiss-ladis', 'grindelwald', 'val-gardena'],
    lead: 'Van half juni tot half oktober draaien in de meeste gebieden de zomerliften. Met een zomerkaart van het dorp zijn ze vaak gratis.',
    sections: [
      [
        'Gratis liften',
        'De Saalbach Card, de Super.Sommer.Card van Serfaus-Fiss-Ladis en de Val Gardena Mobil Card geven gratis toegang tot de liften en het openbaar vervoer.',
      ],
    ],
    embeds: [weatherReport('weer-val-gardena', 'val-gardena')],
    motif: 'mountains-summer',
  },
  {
    slug: 'dolomieten-pas-afgesloten-voor-autos',
    heading: 'Dolomietenpassen in de zomer op slot voor auto’s',
    daysAgo: 190,
    tags: ['zomer', 'reizen', 'wielrennen'],
    places: ['val-gardena', 'alta-badia'],
    lead: 'De Sellapas en de Grödnerpas gaan op enkele zomerdagen dicht voor gemotoriseerd verkeer. Fietsers hebben de passen dan voor zich alleen.',
    sections: [
      [
        'Sellaronda Bike Day',
        'Op de Sellaronda Bike Day rijden duizenden wielrenners het rondje over Campolongo, Pordoi, Sella en Gardena. Deelname is gratis en zonder tijdmeting.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'avoriaz-50-jaar-autovrij',
    heading: 'Avoriaz viert zijn autovrije dorpsplan',
    daysAgo: 455,
    tags: ['autovrij'],
    places: ['avoriaz'],
    lead: 'Avoriaz werd eind jaren zestig ontworpen als dorp zonder auto’s, met houten gevels die op de rotsen lijken. Het concept is nog steeds uniek in Frankrijk.',
    sections: [
      [
        'Hoe kom je er',
        'Je parkeert bij de ingang van het dorp; bagage gaat per sneeuwkat of paardenslee naar je appartement. Met de trein reis je naar Thonon of Cluses en dan met de bus omhoog.',
      ],
    ],
    motif: 'village',
  },
  {
    slug: 'nieuwe-ledenpas-app',
    heading: 'De ledenpas zit nu ook in de app',
    daysAgo: 85,
    tags: ['vereniging'],
    places: [],
    lead: 'Vanaf nu heb je je ledenpas altijd bij je: hij staat in je account op de website en in de app. De plastic pas blijft geldig tot het einde van het jaar.',
    sections: [
      [
        'Korting',
        'Bij partners laat je de QR-code zien. Een overzicht van alle kortingen staat op de pagina lidmaatschap.',
      ],
    ],
    embeds: [
      richMedia('promo-ledenpas', {
        title: 'Je ledenpas, altijd bij de hand',
        text: 'Log in en open je digitale ledenpas. Met korting bij skihuur, indoorbanen en reisorganisaties.',
        url: '/lidmaatschap',
        linkLabel: 'Naar lidmaatschap',
        pictureKey: 'promo/ledenpas.jpg',
        alt: 'Een skiër op een zonnige piste',
        motif: 'piste',
      }),
    ],
    motif: 'village',
  },
  {
    slug: 'skihelm-dragen-onderzoek',
    heading: 'Negen op de tien skiërs dragen een helm',
    daysAgo: 390,
    author: 'joost-hendriks',
    tags: ['veiligheid', 'materiaal'],
    places: [],
    lead: 'Uit onderzoek van de Oostenrijkse stichting voor alpiene veiligheid blijkt dat inmiddels 90 procent van de skiërs een helm draagt. Bij kinderen is dat vrijwel honderd procent.',
    sections: [
      [
        'Vervangen',
        'Een helm gaat vijf tot acht jaar mee, en na een harde klap moet hij vervangen worden, ook als je niets ziet.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'cortina-olympische-spelen-terugblik',
    heading: 'Olympische Spelen in Cortina: wat blijft er voor skiërs?',
    daysAgo: 260,
    author: 'pieter-de-vries',
    tags: ['wedstrijden', 'olympische-spelen'],
    places: ['cortina-dampezzo', 'bormio', 'livigno'],
    lead: 'Milaan-Cortina 2026 verspreidde de wedstrijden over Cortina, Bormio en Livigno. Voor wintersporters zijn vooral de vernieuwde liften in Cortina blijvend.',
    sections: [
      [
        'Nieuwe verbindingen',
        'Op de Tofana zijn liften en sneeuwkanonnen vernieuwd, en in Bormio is de finish van de Stelvio-piste opnieuw ingericht. Daar profiteren ook gewone skiërs van.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'weerbericht-voorjaarsvakantie',
    heading: 'Weer in de voorjaarsvakantie: zon en zachte sneeuw',
    daysAgo: 285,
    author: 'marieke-van-dijk',
    tags: ['weer', 'sneeuw'],
    places: ['alpe-dhuez', 'val-thorens', 'tignes'],
    lead: 'Een hogedrukgebied boven de Alpen zorgt voor een zonnige voorjaarsvakantie. ’s Ochtends is de sneeuw hard, vanaf twee uur wordt hij zwaar en papperig.',
    sections: [
      [
        'Tip',
        'Skiën op de oosthellingen ’s ochtends en de westhellingen ’s middags. Vergeet de zonnebrand niet: op 3000 meter is de uv-straling de helft sterker dan op zeeniveau.',
      ],
    ],
    embeds: [weatherReport('weer-alpe-dhuez', 'alpe-dhuez')],
    motif: 'mountains-winter',
  },
  {
    slug: 'rectificatie-skipasprijzen',
    heading: 'Correctie: skipas Saalbach niet duurder voor kinderen',
    daysAgo: 73,
    tags: ['skipas', 'kosten'],
    places: ['saalbach-hinterglemm'],
    lead: 'In ons bericht over de stijgende skipasprijzen stond dat ook de kinderpas in Saalbach duurder wordt. Dat klopt niet: de prijs voor kinderen tot vijftien jaar blijft gelijk.',
    sections: [['Excuses', 'We hebben het oorspronkelijke artikel aangepast.']],
    embeds: [
      editorialNote(
        'noot-correctie',
        'Dit bericht corrigeert een fout in ons artikel over de skipasprijzen.\n\nHeb je zelf een fout gevonden? Laat het ons weten via redactie@skivereniging.nl.',
        'Correctie',
      ),
    ],
    motif: 'village',
    hideDate: true,
    noIndex: true,
  },
];
