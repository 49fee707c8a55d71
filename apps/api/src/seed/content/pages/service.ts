import { editorialNote, newsletterSignup, richMedia } from '../embeds.js';
import type { SeedPage } from '../types.js';
import { page, pageList } from './page-helpers.js';

const bestuur = page({
  path: '/over-ons/bestuur',
  title: 'Bestuur',
  heading: 'Het bestuur van de Nederlandse Ski Vereniging',
  motif: 'village',
  body: `Het bestuur wordt gekozen door de algemene ledenvergadering, voor drie jaar. Alle bestuursleden zijn vrijwilligers.

## Leden van het bestuur

- **Annelies Mulder**, voorzitter: sinds 2026, daarvoor zes jaar voorzitter van de wedstrijdcommissie.
- **Ruud Jacobs**, secretaris: verantwoordelijk voor de ledenadministratie en de algemene ledenvergadering.
- **Fatima el Amrani**, penningmeester: beheert de begroting en het jeugdfonds.
- **Wouter Smits**, veiligheid en opleiding: coördineert de lawinecursussen en de skileraren.
- **Lieke Vermeulen**, communicatie: eindverantwoordelijk voor de website, de nieuwsbrief en de sociale media.

## Contact met het bestuur

Het bestuur is bereikbaar via bestuur@skivereniging.nl. Vragen over je lidmaatschap stel je aan de ledenadministratie.`,
});

const geschiedenis = page({
  path: '/over-ons/geschiedenis',
  title: 'Geschiedenis',
  heading: 'Ruim honderd jaar skiën vanuit Nederland',
  motif: 'mountains-winter',
  body: `De Nederlandse Ski Vereniging werd in 1919 opgericht door een kleine groep Nederlanders die in Zwitserland hadden leren skiën. De eerste tochten gingen per trein naar Davos en St. Moritz, een reis van twee dagen.

## Na de oorlog

In de jaren vijftig en zestig groeide de wintersport uit tot een vakantie voor iedereen. De vereniging organiseerde busreizen naar Oostenrijk en leidde de eerste Nederlandse skileraren op.

## De indoorbanen

Met de komst van de indoorbanen in de jaren negentig kreeg skiën ook in Nederland een thuis. Sindsdien organiseren we er clubkampioenschappen, trainingen en opfriscursussen.`,
});

const contact = page({
  path: '/over-ons/contact',
  title: 'Contact',
  motif: 'village',
  body: `Heb je een vraag over je lidmaatschap, een cursus of de website? Neem contact met ons op.

- Ledenadministratie: leden@skivereniging.nl
- Redactie: redactie@skivereniging.nl
- Bestuur: bestuur@skivereniging.nl

We beantwoorden mails binnen drie werkdagen. Telefonisch zijn we op dinsdag en donderdag tussen 10.00 en 12.00 uur bereikbaar.`,
});

const overOns = page({
  path: '/over-ons',
  title: 'Over ons',
  heading: 'Over de Nederlandse Ski Vereniging',
  motif: 'village',
  body: `De Nederlandse Ski Vereniging is de vereniging voor iedereen in Nederland die van de bergen houdt: skiërs, snowboarders, langlaufers en, in de zomer, wandelaars en fietsers. We hebben ruim 40.000 leden.

We geven informatie over skigebieden en het weer, organiseren cursussen en wedstrijden, en komen op voor de belangen van wintersporters.

{{embed:over-ons-paginas}}`,
  embeds: [
    pageList('over-ons-paginas', 'Meer over de vereniging', [bestuur, geschiedenis, contact]),
  ],
});

const voordelen = page({
  path: '/lidmaatschap/voordelen',
  title: 'Voordelen voor leden',
  motif: 'piste',
  body: `Als lid van de NSV krijg je korting bij onze partners en toegang tot cursussen en wedstrijden.

## Kortingen

- 15 procent op ski- en snowboardhuur bij Sport Gruber in het Ötztal
- Korting op losse uren in de indoorbanen van Landgraaf, Zoetermeer en Terneuzen
- Korting op het lidmaatschap van de KNAV, met goedkoper overnachten in berghutten

## Verzekering

Bij je lidmaatschap hoort een aanvullende bergingsverzekering die de kosten van een reddingsactie in de Alpen vergoedt.`,
});

const lidmaatschap = page({
  path: '/lidmaatschap',
  title: 'Lidmaatschap',
  heading: 'Lid worden van de NSV',
  motif: 'piste',
  body: `Een lidmaatschap kost 39 euro per jaar, voor jongeren tot 18 jaar 19 euro. Gezinnen betalen 69 euro voor iedereen op hetzelfde adres.

{{embed:lid-worden}}

## Opzeggen

Je kunt opzeggen tot 1 december voor het volgende kalenderjaar, via je account of per mail aan de ledenadministratie.

{{embed:nieuwsbrief-lidmaatschap}}`,
  embeds: [
    richMedia('lid-worden', {
      title: 'Word lid en ski voordeliger',
      text: 'Korting bij skihuur en indoorbanen, een bergingsverzekering en het sneeuwrapport elke week in je mailbox.',
      url: '/register',
      linkLabel: 'Account aanmaken',
      pictureKey: 'promo/lid-worden.jpg',
      alt: 'Skiërs bij een lift onder een blauwe hemel',
      motif: 'piste',
    }),
    newsletterSignup('nieuwsbrief-lidmaatschap'),
  ],
});

const lawines = page({
  path: '/veiligheid/lawines',
  title: 'Lawines',
  heading: 'Lawines: zo blijf je veilig',
  motif: 'mountains-winter',
  body: `De meeste lawineslachtoffers veroorzaken de lawine zelf. Wie buiten de piste gaat, moet het lawinebulletin kunnen lezen, het terrein kunnen beoordelen en een kameradenredding kunnen uitvoeren.

## Het lawinebulletin

Het bulletin verschijnt dagelijks om 17.00 uur, met een update om 8.00 uur. Het geeft een gevarenniveau van 1 tot 5 en beschrijft waar en waarom het gevaarlijk is.

## Uitrusting

Een lawinepieper, een schep en een sonde zijn het minimum. Een airbagrugzak vergroot je kans om aan de oppervlakte te blijven.

{{embed:noot-lawines}}`,
  embeds: [
    editorialNote(
      'noot-lawines',
      'De eerste vijftien minuten zijn beslissend: daarna dalen de overlevingskansen snel.\n\nOefen daarom elk seizoen met je pieper, samen met de mensen met wie je op pad gaat.',
      'Kameradenredding',
    ),
  ],
});

const fisRegels = page({
  path: '/veiligheid/fis-regels',
  title: 'De FIS-regels',
  heading: 'De tien FIS-regels voor skiërs en snowboarders',
  motif: 'piste',
  body: `De internationale skifederatie FIS stelde tien gedragsregels op voor de piste. Ze gelden overal in de Alpen, en rechters gebruiken ze bij ongevallen.

1. Houd rekening met anderen.
2. Pas je snelheid en je manier van skiën aan.
3. Kies je spoor: wie van achteren komt, wijkt uit.
4. Inhalen mag aan alle kanten, met voldoende afstand.
5. Kijk omhoog voor je de piste opgaat of weer vertrekt.
6. Stop niet op smalle of onoverzichtelijke plekken.
7. Klim en daal te voet af langs de rand van de piste.
8. Let op signalen en markeringen.
9. Help bij een ongeval.
10. Wie betrokken is bij een ongeval, maakt zich bekend.`,
});

const verzekering = page({
  path: '/veiligheid/verzekering',
  title: 'Verzekering',
  heading: 'Goed verzekerd op wintersport',
  motif: 'village',
  body: `Een gewone reisverzekering dekt wintersport vaak niet, of alleen met een aanvullende module. Controleer voor vertrek of je verzekerd bent voor ongevallen, berging en materiaal.

## Berging

Een helikopter kost al snel enkele duizenden euro’s. De zorgverzekering vergoedt dat meestal niet; de bergingsverzekering van de NSV wel.

## Buiten de piste

Veel verzekeringen sluiten off-piste uit of vergoeden alleen met een gids. Lees de voorwaarden.`,
});

const veiligheid = page({
  path: '/veiligheid',
  title: 'Veiligheid',
  heading: 'Veilig de bergen in',
  motif: 'mountains-winter',
  body: `Veiligheid begint bij voorbereiding: het weer, de sneeuw, je conditie en je uitrusting. Op deze pagina’s vind je wat je moet weten.

{{embed:veiligheid-paginas}}`,
  embeds: [
    pageList('veiligheid-paginas', 'Lees meer over veiligheid', [lawines, fisRegels, verzekering]),
  ],
});

const voorwaarden = page({
  path: '/voorwaarden',
  title: 'Voorwaarden',
  heading: 'Voorwaarden van de Nederlandse Ski Vereniging',
  motif: 'village',
  parentPath: null,
  body: `Deze voorwaarden gelden voor het gebruik van de website en voor je account.

## Reacties

Reacties moeten over het artikel gaan en respectvol zijn. De redactie verwijdert reacties die beledigend of commercieel zijn, of die persoonsgegevens van anderen bevatten.

## Account

Je bent zelf verantwoordelijk voor je wachtwoord. Je kunt je account op elk moment opheffen via de instellingen.`,
});

const privacy = page({
  path: '/privacy',
  title: 'Privacy',
  heading: 'Privacyverklaring',
  motif: 'village',
  body: `We verwerken alleen de gegevens die nodig zijn voor je lidmaatschap en je account: je e-mailadres, je gebruikersnaam en je voorkeuren.

We verkopen geen gegevens aan derden. De nieuwsbrief ontvang je alleen als je je daarvoor hebt aangemeld en je aanmelding per mail hebt bevestigd.

Vragen over privacy stuur je naar privacy@skivereniging.nl.`,
});

const nieuwsbrief = page({
  path: '/nieuwsbrief',
  title: 'Nieuwsbrief',
  motif: 'mountains-winter',
  body: `Elke donderdag verschijnt onze nieuwsbrief met het sneeuwrapport, nieuws uit de vereniging en aanbiedingen voor leden. In de zomer komt hij eens per maand.

{{embed:nieuwsbrief-aanmelden}}`,
  embeds: [newsletterSignup('nieuwsbrief-aanmelden')],
});

const regios = page({
  path: '/regios',
  title: 'Regio’s',
  heading: 'Skigebieden in de Alpen',
  motif: 'mountains-winter',
  body: 'Meer dan veertig skigebieden in Oostenrijk, Frankrijk, Zwitserland en Italië, beoordeeld door onze redactie en leden.',
});

/** The service pages (about us, membership, safety, terms) in their tree. */
export const servicePages: SeedPage[] = [
  overOns,
  bestuur,
  geschiedenis,
  contact,
  lidmaatschap,
  voordelen,
  veiligheid,
  lawines,
  fisRegels,
  verzekering,
  voorwaarden,
  privacy,
  nieuwsbrief,
  regios,
];

/** The safety pages, which articles about avalanches link to. */
export const safetyPages = { lawines, fisRegels, verzekering };
