import {
  imageGallery,
  newsletterSignup,
  socialPost,
  sportMatch,
  video,
  weatherReport,
} from '../embeds.js';
import type { ArticleEntry } from './entry.js';

/** News from the current and the last winter: openings, snow, races. */
export const newsWinter: ArticleEntry[] = [
  {
    slug: 'solden-opent-seizoen-op-de-gletsjer',
    heading: 'Sölden opent het seizoen op de Rettenbachferner',
    daysAgo: 2,
    author: 'marieke-van-dijk',
    tags: ['sneeuw', 'gletsjer', 'seizoensopening'],
    places: ['solden'],
    lead: 'Sölden draait weer: op de Rettenbach- en de Tiefenbachferner liggen zes pistes open, met 60 tot 90 centimeter sneeuw. Vanaf volgend weekend volgt ook de Giggijochbahn naar het dorp.',
    sections: [
      [
        'Wat is er open',
        'De Gletscherexpress en de Schwarze Schneid-bahnen draaien dagelijks van 8.30 tot 16.00 uur. De skitunnel tussen de twee gletsjers is open, zodat je beide gletsjers op één dag kunt skiën. De Gaislachkoglbahn en de pistes naar het dorp volgen zodra er genoeg sneeuw ligt.',
      ],
      [
        'Skipas',
        'Tot het begin van het hoofdseizoen geldt het voorseizoentarief. Leden van de NSV krijgen op vertoon van hun ledenpas korting bij de kassa in het dal.',
      ],
    ],
    embeds: [weatherReport('weer-solden', 'solden')],
    motif: 'mountains-winter',
    ogImage: true,
  },
  {
    slug: 'eerste-sneeuw-in-tirol',
    heading: 'Eerste flinke sneeuwval in Tirol: tot 50 centimeter boven 1500 meter',
    daysAgo: 5,
    tags: ['sneeuw', 'weer'],
    places: ['ischgl', 'st-anton-am-arlberg', 'mayrhofen-zillertal'],
    lead: 'Een noordwestelijke stroming heeft het westen van Tirol en Vorarlberg een mooie eerste laag bezorgd. Op de Arlberg viel in twee dagen een halve meter, in het Paznauntal 40 centimeter.',
    sections: [
      [
        'Wat betekent dit voor de opening?',
        'De liften in Ischgl openen zoals gepland eind november; met deze basis kunnen de sneeuwkanonnen gericht bijwerken. In St. Anton hoopt men de Galzigbahn een week eerder te openen.',
      ],
      [
        'Lawinegevaar',
        'Door de wind is er op de noordhellingen boven 2200 meter verse sneeuwophoping. Het lawinebulletin van Tirol meldt gevarenniveau 3. Ga niet buiten de pistes zonder ervaring en uitrusting.',
      ],
    ],
    embeds: [weatherReport('weer-ischgl', 'ischgl')],
    motif: 'mountains-winter',
  },
  {
    slug: 'wereldbeker-solden-reuzenslalom-voorbeschouwing',
    heading: 'Wereldbeker Sölden: de reuzenslalom op de Rettenbachferner',
    daysAgo: 30,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden'],
    places: ['solden'],
    lead: 'Het alpineseizoen begint traditioneel in Sölden met een reuzenslalom voor dames en heren. De steile start op 3040 meter en de vlakke finish bij het Rettenbachferner-restaurant maken het een bijzondere wedstrijd.',
    sections: [
      [
        'De piste',
        'De helling is kort maar steil, met een val van 60 procent in het bovenste deel. Wie daar te hard begint, verliest op het vlakke stuk naar de finish.',
      ],
      [
        'Startlijst heren',
        'Marco Odermatt is de titelverdediger in de reuzenslalomcup. Achter hem verwachten we de Noren Henrik Kristoffersen en Alexander Steen Olsen, en de Oostenrijker Stefan Brennsteiner voor eigen publiek.',
      ],
    ],
    embeds: [
      sportMatch('wedstrijd-solden-heren', {
        competition: 'Wereldbeker alpineskiën',
        discipline: 'Reuzenslalom heren',
        location: 'Sölden, Rettenbachferner',
        days: 4,
        utcHour: 9,
        status: 'scheduled',
        competitors: [
          { name: 'Marco Odermatt', country: 'CH' },
          { name: 'Henrik Kristoffersen', country: 'NO' },
          { name: 'Alexander Steen Olsen', country: 'NO' },
          { name: 'Stefan Brennsteiner', country: 'AT' },
          { name: 'Loïc Meillard', country: 'CH' },
          { name: 'Žan Kranjec', country: 'SI' },
        ],
      }),
    ],
    motif: 'piste',
    ogImage: true,
  },
  {
    slug: 'clubkampioenschappen-landgraaf-uitslagen',
    heading: 'Clubkampioenschappen in Landgraaf: de uitslagen',
    daysAgo: 9,
    tags: ['vereniging', 'wedstrijden', 'indoor'],
    places: [],
    lead: 'Ruim negentig leden streden zaterdag in SnowWorld Landgraaf om de clubtitels reuzenslalom. Bij de dames ging de winst naar Lotte Verhoeven uit Eindhoven, bij de heren won Bram Kuipers met een ruime marge.',
    sections: [
      [
        'Dames',
        'Verhoeven was in beide runs de snelste en bleef Femke de Groot uiteindelijk 0,84 seconde voor. De jeugdtitel ging naar de 14-jarige Noor Smit.',
      ],
      [
        'Volgend jaar',
        'De clubkampioenschappen van volgend seizoen zijn weer in november. Inschrijven gaat via de wedstrijdcommissie.',
      ],
    ],
    embeds: [
      sportMatch('uitslag-clubkampioenschap-dames', {
        competition: 'Clubkampioenschappen NSV',
        discipline: 'Reuzenslalom dames',
        location: 'SnowWorld Landgraaf',
        days: -9,
        utcHour: 10,
        status: 'finished',
        competitors: [
          { name: 'Lotte Verhoeven', country: 'NL', rank: 1, result: '1:21,37' },
          { name: 'Femke de Groot', country: 'NL', rank: 2, result: '1:22,21' },
          { name: 'Iris van Leeuwen', country: 'NL', rank: 3, result: '1:22,90' },
          { name: 'Noor Smit', country: 'NL', rank: 4, result: '1:23,48' },
        ],
      }),
      imageGallery('fotos-clubkampioenschap', 'Beelden van de dag', [
        {
          key: 'galerij/clubkampioenschap-start.jpg',
          alt: 'Skiërs in startpositie bij de indoorbaan',
          caption: 'Start van de tweede run',
          motif: 'piste',
        },
        {
          key: 'galerij/clubkampioenschap-podium.jpg',
          alt: 'Het podium met de drie winnaars',
          caption: 'Het podium bij de dames',
          motif: 'village',
        },
        {
          key: 'galerij/clubkampioenschap-jeugd.jpg',
          alt: 'Jonge skiërs wachten op hun beurt',
          caption: 'De jeugd wacht op de start',
          motif: 'piste',
        },
      ]),
      // Our own recording, served from the association's video host (not YouTube or Vimeo).
      video('video-clubkampioenschap', {
        provider: 'generic',
        url: 'https://media.skivereniging.nl/video/clubkampioenschappen-landgraaf.mp4',
        title: 'Terugblik: de clubkampioenschappen in Landgraaf',
        duration: 212,
        posterKey: 'video/clubkampioenschappen-landgraaf.jpg',
        motif: 'piste',
      }),
    ],
    motif: 'piste',
  },
  {
    slug: 'lawinebulletin-begrijpen',
    heading: 'Het lawinebulletin lezen: de vijf gevarenniveaus op een rij',
    daysAgo: 14,
    author: 'joost-hendriks',
    tags: ['veiligheid', 'lawines', 'freeride'],
    places: ['st-anton-am-arlberg', 'solden', 'ischgl'],
    lead: 'Lawinen.report, het gezamenlijke lawinebulletin van Tirol, Zuid-Tirol en Trentino, verschijnt elke dag opnieuw. Voor het seizoen begint, zetten we de vijf gevarenniveaus nog eens op een rij.',
    sections: [
      [
        'De vijf niveaus',
        'Niveau 1 (gering) en 2 (matig) zijn de meest voorkomende. Bij niveau 3 (aanzienlijk) vallen de meeste dodelijke ongelukken: de sneeuw is instabiel, maar de dreiging is niet zichtbaar. Niveau 4 en 5 zijn zeldzaam; de pistes zijn dan vaak deels gesloten.',
      ],
      [
        'Lezen voor je gaat',
        'Het bulletin geeft per hoogte en expositie aan waar het gevaar zit. Wie buiten de piste wil, leest het de avond van tevoren en ’s ochtends opnieuw.',
      ],
    ],
    embeds: [
      video('video-lawinepieper', {
        provider: 'youtube',
        videoId: 'hFvJ8mcu6ec',
        title: 'Zo zoek je met een lawinepieper',
        duration: 384,
        posterKey: 'video/lawinepieper.jpg',
        motif: 'mountains-winter',
      }),
    ],
    motif: 'mountains-winter',
    note: 'Dit artikel is bijgewerkt met de nieuwe indeling van de gevarenzones.',
    editedDaysAfter: 3,
  },
  {
    slug: 'ischgl-nieuwe-pardatschgratbahn',
    heading: 'Ischgl vernieuwt de Pardatschgratbahn',
    daysAgo: 48,
    tags: ['liften', 'nieuw'],
    places: ['ischgl'],
    lead: 'De Pardatschgratbahn, een van de twee hoofdliften van Ischgl, heeft nieuwe cabines en een snellere aandrijving. Daardoor gaan er per uur 500 skiërs meer omhoog.',
    sections: [
      [
        'Minder wachten',
        'Op zaterdagochtend stonden hier lange rijen. De lift vervoert nu 3100 personen per uur, en het instapperron is verbreed.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'zermatt-cervinia-speedrennen-afgelast',
    heading: 'Afdalingen Zermatt-Cervinia opnieuw afgelast',
    daysAgo: 385,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden'],
    places: ['zermatt', 'cervinia'],
    lead: 'De grensoverschrijdende afdalingen van de Matterhorn Cervino Speed Opening gaan ook dit jaar niet door. Te weinig sneeuw en harde wind op de Gran Becca-piste maakten een veilige wedstrijd onmogelijk.',
    sections: [
      [
        'Een lastig idee',
        'Het plan om van de Zwitserse Gobba di Rollin naar het Italiaanse Laghi Cime Bianche te racen, stuitte vanaf het begin op kritiek over de ingreep in de gletsjer en de late datum in het seizoen.',
      ],
    ],
    motif: 'mountains-winter',
    replies: 'closed',
  },
  {
    slug: 'kitzbuehel-hahnenkamm-kaarten',
    heading: 'Hahnenkamm in Kitzbühel: zo zie je de Streif van dichtbij',
    daysAgo: 320,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden', 'reizen'],
    places: ['kitzbuehel'],
    lead: 'Eind januari is Kitzbühel het centrum van de skiwereld. Wie de afdaling op de Streif wil zien, moet vroeg zijn: de tribunes bij de finish zijn uitverkocht, maar langs de piste mag je gratis staan.',
    sections: [
      [
        'De beste plekken',
        'Bij de Mausefalle zie je de renners na de start de sprong maken; bij de Hausbergkante en de Traverse gaat het het hardst. Beide plekken bereik je te voet vanaf de Hahnenkammbahn.',
      ],
      [
        'Overnachten',
        'Hotels in Kitzbühel zijn dat weekend onbetaalbaar. Sankt Johann en Kirchberg liggen op een kwartier met de trein.',
      ],
    ],
    embeds: [
      socialPost('post-streif', {
        network: 'instagram',
        url: 'https://www.instagram.com/p/C2hahnenkamm/',
        author: '@skivereniging',
        text: 'Klaar voor de Streif! Onze leden staan bij de Hausbergkante met oranje vlaggen. Wie van jullie is er ook?',
        postedHoursAgo: 320 * 24 - 5,
        picture: {
          key: 'social/streif-publiek.jpg',
          alt: 'Publiek langs de Streif met oranje vlaggen',
          motif: 'piste',
        },
      }),
    ],
    motif: 'piste',
  },
  {
    slug: 'sneeuwrapport-kerstvakantie',
    heading: 'Sneeuwrapport voor de kerstvakantie: goed boven 1500 meter',
    daysAgo: 340,
    author: 'marieke-van-dijk',
    tags: ['sneeuw', 'weer', 'kerstvakantie'],
    places: ['obergurgl-hochgurgl', 'val-thorens', 'zermatt', 'livigno'],
    lead: 'Wie met kerst naar de Alpen gaat, treft in de hoger gelegen gebieden uitstekende omstandigheden. In de lagere dorpen is het wisselend: tot 1200 meter ligt er vooral kunstsneeuw.',
    sections: [
      [
        'Waar is het goed',
        'Obergurgl, Val Thorens, Zermatt en Livigno melden meer dan een meter op de berg en vrijwel alle liften open. In de Dolomieten draaien de sneeuwkanonnen op volle kracht en is de Sella Ronda rond.',
      ],
      [
        'Waar minder',
        'In Kitzbühel en Schladming zijn de dalafdalingen kunstsneeuwbanen tussen groene weides. Bovenop de berg is het prima; neem ’s middags de gondel naar beneden.',
      ],
    ],
    embeds: [
      weatherReport('weer-obergurgl', 'obergurgl-hochgurgl'),
      newsletterSignup('nieuwsbrief-kerst'),
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'val-thorens-nieuwe-gondel-orelle',
    heading: 'Val Thorens: nieuwe gondel vanuit Orelle korter dan een kwartier',
    daysAgo: 60,
    tags: ['liften', 'nieuw', 'reizen'],
    places: ['val-thorens'],
    lead: 'De gondel tussen Orelle in de Maurienne en de Caron heeft nieuwe cabines gekregen. Wie met de trein naar Modane reist, staat nu binnen het uur op de piste in Val Thorens.',
    sections: [
      [
        'Met de trein naar Val Thorens',
        'De TGV van Parijs naar Milaan stopt in Modane; van daar rijdt een pendelbus naar het dalstation in Orelle. Een goed alternatief voor de drukke weg door het Belleville-dal op zaterdag.',
      ],
    ],
    motif: 'mountains-winter',
  },
  {
    slug: 'skipasprijzen-stijgen',
    heading: 'Skipassen opnieuw duurder: gemiddeld 6 procent',
    daysAgo: 75,
    author: 'thijs-visser',
    tags: ['skipas', 'kosten'],
    places: ['saalbach-hinterglemm', 'zermatt', 'val-thorens', 'val-gardena'],
    lead: 'De skipasprijzen in Oostenrijk, Frankrijk, Zwitserland en Italië stijgen dit seizoen met gemiddeld zes procent. De gebieden wijzen op hogere energiekosten en investeringen in liften en sneeuwkanonnen.',
    sections: [
      [
        'Wat kost een week?',
        'In het Skicircus Saalbach betaal je in het hoogseizoen ongeveer 390 euro voor zes dagen, in Zermatt ruim 480 Zwitserse frank. Dolomiti Superski blijft met rond de 400 euro voor zes dagen relatief gunstig voor de omvang van het gebied.',
      ],
      [
        'Dynamische prijzen',
        'Steeds meer gebieden, zoals Zermatt, Verbier en St. Moritz, werken met prijzen die per dag en per drukte verschillen. Vroeg online kopen scheelt daar tot 30 procent.',
      ],
    ],
    motif: 'village',
    ogImage: true,
  },
  {
    slug: 'lawine-arlberg-variante',
    heading: 'Lawine op de Arlberg: skiërs ongedeerd uitgegraven',
    daysAgo: 300,
    tags: ['veiligheid', 'lawines'],
    places: ['st-anton-am-arlberg', 'lech-zuers'],
    lead: 'Op een populaire variante bij de Valluga zijn dinsdag drie skiërs door een lawine meegesleurd. Twee konden zichzelf bevrijden, de derde werd binnen tien minuten door zijn groepsgenoten met pieper en sonde gevonden.',
    sections: [
      [
        'Goed voorbereid',
        'Volgens de bergredding had de groep alle uitrusting bij zich en wist iedereen die te gebruiken. Het lawinebulletin meldde die dag niveau 3 op de noordhellingen.',
      ],
    ],
    motif: 'mountains-winter',
    replies: 'hidden',
    note: 'We noemen op verzoek van de betrokkenen geen namen.',
  },
  {
    slug: 'wereldkampioenschap-saalbach-terugblik',
    heading: 'Terugblik op het WK in Saalbach: een feest voor de fans',
    daysAgo: 270,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden'],
    places: ['saalbach-hinterglemm'],
    lead: 'Twee weken lang was Saalbach Hinterglemm het centrum van de skiwereld. De wedstrijden op de Zwölferkogel trokken tienduizenden toeschouwers en ook de Nederlandse ploeg was van de partij.',
    sections: [
      [
        'Wat blijft er over',
        'De nieuwe finishzone bij de Zwölferkogelbahn blijft staan en wordt voortaan gebruikt voor jeugdwedstrijden. Ook de verbrede Schneekristall-piste is voor iedereen te skiën.',
      ],
    ],
    embeds: [
      video('video-wk-saalbach', {
        provider: 'vimeo',
        videoId: '76979871',
        title: 'Sfeerbeelden van het WK in Saalbach',
        duration: 212,
        posterKey: 'video/wk-saalbach.jpg',
        motif: 'piste',
      }),
    ],
    motif: 'piste',
  },
  {
    slug: 'nederlanders-in-de-wereldbeker',
    heading: 'Nederlandse skiërs in de Wereldbeker: wie moeten we volgen?',
    daysAgo: 20,
    author: 'pieter-de-vries',
    tags: ['wereldbeker', 'wedstrijden', 'vereniging'],
    places: [],
    lead: 'Nederland heeft geen bergen, maar wel skiërs in de Wereldbeker. Dit seizoen staan er opnieuw Nederlanders aan de start van de technische disciplines.',
    sections: [
      [
        'Opleiding',
        'De meeste Nederlandse wedstrijdskiërs komen uit de indoorhallen van Landgraaf, Zoetermeer en Terneuzen en trainen vanaf hun vijftiende in de Alpen. Zonder eigen bergen is dat een dure weg.',
      ],
      [
        'Steun',
        'De NSV ondersteunt jonge wedstrijdskiërs met een fonds voor trainingskampen. Leden kunnen via de contributie een extra bijdrage geven.',
      ],
    ],
    motif: 'piste',
    hideDate: true,
  },
  {
    slug: 'zillertal-nieuwe-kinderpiste',
    heading: 'Zillertal: nieuwe kinderpiste op de Ahorn',
    daysAgo: 95,
    author: 'sanne-bakker',
    tags: ['gezinnen', 'nieuw'],
    places: ['mayrhofen-zillertal'],
    lead: 'Op de Ahorn in Mayrhofen ligt vanaf dit seizoen een nieuwe kinderpiste met twee rolbanden, een slalomparcours met dierenfiguren en een tipi om op te warmen.',
    sections: [
      [
        'Gratis voor de kleinsten',
        'Kinderen tot en met zes jaar skiën in het hele Zillertal gratis, mits ze met een volwassene met een skipas komen.',
      ],
    ],
    motif: 'piste',
  },
  {
    slug: 'drukte-op-de-weg-voorjaarsvakantie',
    heading: 'Zaterdag zwarte dag op de weg naar de Alpen',
    daysAgo: 280,
    tags: ['reizen', 'verkeer'],
    places: ['mayrhofen-zillertal', 'zell-am-see-kaprun'],
    lead: 'Met de voorjaarsvakantie in Nederland, Duitsland en België tegelijk verwacht de ANWB zaterdag lange files. Vooral de Fernpass, de Brennerroute en de tunnel bij Felbertauern lopen vast.',
    sections: [
      [
        'Tips',
        'Vertrek op vrijdagavond of zondag, of kies een gebied dat je vanaf München via de Inntal-snelweg bereikt. Vergeet de vignetten voor Oostenrijk en Zwitserland niet: die koop je vooraf digitaal.',
      ],
    ],
    motif: 'village',
    noIndex: true,
  },
  {
    slug: 'tignes-gletsjer-zomer-gesloten',
    heading: 'Zomerskiën in Tignes dit jaar korter',
    daysAgo: 160,
    tags: ['gletsjer', 'zomer'],
    places: ['tignes'],
    lead: 'Door het geringe sneeuwdek op de Grande Motte-gletsjer sluit Tignes het zomerskiën drie weken eerder dan gebruikelijk. Sinds 2023 is de zomerperiode steeds korter.',
    sections: [
      [
        'Klimaat',
        'De gletsjer trekt zich elk jaar verder terug; het gebied dekt delen in de zomer af met witte doeken om het smelten te vertragen.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'les-deux-alpes-bikepark-open',
    heading: 'Bikepark Les 2 Alpes opent met nieuwe blauwe lijn',
    daysAgo: 180,
    author: 'eva-jansen',
    tags: ['zomer', 'mountainbiken'],
    places: ['les-deux-alpes'],
    lead: 'Het bikepark van Les 2 Alpes is open, met een nieuwe blauwe flowtrail van het Toura-plateau naar het dorp. Ideaal voor wie de stap van de fietsroute naar het bikepark wil maken.',
    sections: [
      [
        'Combineren',
        'Tot half juli kun je ’s ochtends skiën op de gletsjer en ’s middags mountainbiken. De liften nemen je fiets mee.',
      ],
    ],
    motif: 'mountains-summer',
  },
  {
    slug: 'davos-tour-de-ski',
    heading: 'Tour de Ski in Lenzerheide: langlaufers op de Heidsee',
    daysAgo: 330,
    tags: ['langlaufen', 'wedstrijden'],
    places: ['arosa-lenzerheide', 'davos-klosters'],
    lead: 'De Tour de Ski begon dit jaar weer in Lenzerheide, met een sprint op het stadion bij de Heidsee. Toeschouwers konden er gratis langs de loipe staan.',
    sections: [
      [
        'Zelf langlaufen',
        'De wedstrijdloipe is daarna open voor iedereen. In Lenzerheide en Davos huur je skatingski’s voor ongeveer 25 frank per dag.',
      ],
    ],
    motif: 'lake',
  },
  {
    slug: 'sneeuwtekort-januari',
    heading: 'Weinig sneeuw in januari: waar kun je nog goed skiën?',
    daysAgo: 305,
    author: 'marieke-van-dijk',
    tags: ['sneeuw', 'weer'],
    places: ['hintertux', 'stubaier-gletscher', 'val-thorens', 'saas-fee', 'livigno'],
    lead: 'Na een warme decembermaand ligt er in de lagere gebieden weinig natuursneeuw. Gletsjer- en hooggelegen gebieden zijn de veilige keuze voor de komende weken.',
    sections: [
      [
        'Onze keuze',
        'Hintertux, de Stubaier Gletscher, Val Thorens en Saas-Fee melden alles open. In Livigno ligt het dorp zelf op 1800 meter en is het koud genoeg om de kanonnen ’s nachts te laten draaien.',
      ],
    ],
    embeds: [weatherReport('weer-hintertux', 'hintertux')],
    motif: 'mountains-winter',
  },
  {
    slug: 'aanbieding-skihuur-leden',
    heading: 'Leden huren ski’s met 15 procent korting bij Sport Gruber',
    daysAgo: 55,
    tags: ['aanbieding', 'materiaal', 'vereniging'],
    places: ['solden', 'obergurgl-hochgurgl'],
    lead: 'Sport Gruber in het Ötztal geeft leden van de NSV dit seizoen 15 procent korting op ski- en snowboardhuur in alle filialen, van Sölden tot Obergurgl.',
    sections: [
      [
        'Zo werkt het',
        'Reserveer online met de ledencode uit de nieuwsbrief, of laat je ledenpas zien in de winkel. Je ski’s liggen dan klaar bij aankomst en je kunt ze bij elk filiaal wisselen.',
      ],
    ],
    motif: 'village',
    advertorial: true,
    replies: 'closed',
  },
];
