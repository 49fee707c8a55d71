// Realistic Dutch content for the stories, in the shapes of docs/embed-blocks.md.
import type {
  ImageGalleryData,
  NewsletterSignupData,
  PageListData,
  RichMediaData,
  SocialPostData,
  SportMatchData,
  VideoData,
  WeatherReportData,
  WeblogListData,
} from '../types';
import { landscape } from './illustrations';

/** The moment the stories treat as now, so 'verouderd' marks are stable. */
export const STORY_NOW = '2026-11-22T09:00:00+01:00';

export const weatherReport: WeatherReportData = {
  place: { slug: 'solden', name: 'Sölden', elevationValley: 1377, elevationMountain: 3340 },
  snowDepthValley: { value: 45, measured_at: '2026-11-22T07:30:00+01:00' },
  snowDepthMountain: { value: 185, measured_at: '2026-11-22T07:30:00+01:00' },
  freshSnow: { value: 20, measured_at: '2026-11-22T07:30:00+01:00' },
  liftsOpen: { value: { open: 21, total: 31 }, measured_at: '2026-11-22T08:00:00+01:00' },
  slopesOpen: { value: { open: 98, total: 144 }, measured_at: '2026-11-22T08:00:00+01:00' },
  forecast: [
    {
      date: '2026-11-22',
      condition: 'sneeuw',
      temperatureMin: -9,
      temperatureMax: -3,
      freshSnow: 15,
      freezingLevel: 900,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
    {
      date: '2026-11-23',
      condition: 'half-bewolkt',
      temperatureMin: -11,
      temperatureMax: -2,
      freshSnow: 3,
      freezingLevel: 1100,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
    {
      date: '2026-11-24',
      condition: 'zonnig',
      temperatureMin: -12,
      temperatureMax: 1,
      freshSnow: 0,
      freezingLevel: 1600,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
    {
      date: '2026-11-25',
      condition: 'mist',
      temperatureMin: -6,
      temperatureMax: 2,
      freshSnow: 0,
      freezingLevel: 1900,
      issued_at: '2026-11-22T06:00:00+01:00',
    },
  ],
};

export const pageList: PageListData = {
  title: 'Over de vereniging',
  pages: [
    {
      path: '/over-ons/bestuur',
      title: 'Het bestuur',
      introduction:
        'Maak kennis met de zeven vrijwilligers die de Nederlandse Ski Vereniging besturen, van voorzitter tot penningmeester, en lees waar ieder zich voor inzet.',
      thumbnail: landscape('', 'ochtend', 800, 600),
    },
    {
      path: '/lidmaatschap',
      title: 'Lid worden',
      introduction:
        'Korting op skireizen, een verzekering op maat en elke maand het ledenblad in je bus.',
      thumbnail: landscape('', 'middag', 800, 600),
    },
    {
      path: '/veiligheid/lawines',
      title: 'Lawineveiligheid',
      introduction:
        'Zo lees je het lawinebulletin, en dit neem je mee als je buiten de piste gaat.',
    },
  ],
};

export const editorialNote = {
  title: 'Noot van de redactie',
  text: 'Dit artikel verscheen eerder in het ledenblad van december 2025 en is bijgewerkt met de openingsdata van dit seizoen.\n\nHeb je een aanvulling of zie je een fout? Mail de redactie via redactie@wintersport.nl.',
};

export const socialPosts: Record<SocialPostData['network'], SocialPostData> = {
  instagram: {
    network: 'instagram',
    url: 'https://www.instagram.com/p/C0dEx4mPl3/',
    author: '@skiverenigingnl',
    text: 'Eerste sneeuw op de Stubaier Gletscher! 20 centimeter vers en de eerste liften draaien. Wie gaat er dit weekend? ❄️',
    posted_at: '2026-11-20T08:15:00+01:00',
    image: landscape(
      'De Stubaier Gletscher met verse sneeuw onder een blauwe lucht',
      'middag',
      1080,
      1080,
    ),
  },
  facebook: {
    network: 'facebook',
    url: 'https://www.facebook.com/skiverenigingnl/posts/1234567890',
    author: 'Nederlandse Ski Vereniging',
    text: 'De inschrijving voor de clubreis naar Ischgl is geopend. Er zijn nog 14 plaatsen; wees er snel bij!',
    posted_at: '2026-11-18T19:30:00+01:00',
  },
  twitter: {
    network: 'twitter',
    url: 'https://x.com/skiverenigingnl/status/1858123456789012345',
    author: '@skiverenigingnl',
    text: 'Let op: door harde wind zijn vandaag de gletsjerliften in Hintertux gesloten. Check het sneeuwbericht voor je vertrekt.',
    posted_at: '2026-11-21T10:05:00+01:00',
  },
};

export const gallery: ImageGalleryData = {
  title: 'Clubreis Ischgl 2026',
  images: [
    {
      ...landscape('Stoeltjeslift boven een mistige vallei', 'mist'),
      caption: 'Ochtend boven de wolken bij de Pardatschgratbahn',
    },
    {
      ...landscape('Skiërs op een brede rode piste', 'middag'),
      caption: 'Piste 14 richting Idalp',
    },
    {
      ...landscape('Berghut met zonneterras bij zonsondergang', 'avond'),
      caption: 'Afsluiter op het terras van de Paznauner Thaya',
    },
    landscape('Besneeuwde bergtoppen in het ochtendlicht', 'ochtend'),
    {
      ...landscape('Groep leden in skikleding voor een gondel', 'middag'),
      caption: 'De groep van donderdag, compleet',
    },
    {
      ...landscape('Verlaten piste in de avondzon', 'avond'),
      caption: 'Laatste afdaling van de week',
    },
  ],
};

export const newsletter: NewsletterSignupData = {
  title: 'Blijf op de hoogte',
  text: 'Ontvang elke maand het laatste sneeuwnieuws, reisaanbiedingen en de activiteiten van de vereniging.',
  buttonLabel: 'Aanmelden',
};

export const richMedia: RichMediaData = {
  title: 'Wintersport in Zermatt: 15% ledenkorting',
  text: 'Een week skiën onder de Matterhorn, met skipas, halfpension en begeleiding door ervaren NSV-leiders.',
  url: '/reizen/zermatt-2027',
  linkLabel: 'Bekijk de reis',
  image: landscape('Besneeuwde bergtop boven een skidorp', 'ochtend', 1600, 900),
};

export const sportMatches: Record<SportMatchData['status'], SportMatchData> = {
  scheduled: {
    competition: 'Wereldbeker alpineskiën',
    discipline: 'Slalom heren',
    location: 'Levi (Finland)',
    starts_at: '2026-11-29T10:30:00+01:00',
    status: 'scheduled',
    competitors: [
      { name: 'Clément Noël', country: 'FR' },
      { name: 'Lucas Pinheiro Braathen', country: 'BR' },
      { name: 'Manuel Feller', country: 'AT' },
      { name: 'Timon Haugan', country: 'NO' },
    ],
  },
  live: {
    competition: 'Wereldbeker alpineskiën',
    discipline: 'Reuzenslalom dames',
    location: 'Sölden (Oostenrijk)',
    starts_at: '2026-11-22T10:00:00+01:00',
    status: 'live',
    competitors: [
      { name: 'Federica Brignone', country: 'IT', rank: 1, result: '1:02,14' },
      { name: 'Alice Robinson', country: 'NZ', rank: 2, result: '1:02,51' },
      { name: 'Sara Hector', country: 'SE', rank: 3, result: '1:02,87' },
      { name: 'Adriana Jelinkova', country: 'NL' },
    ],
  },
  finished: {
    competition: 'Europacup snowboardcross',
    discipline: 'Finale heren',
    location: 'Montafon (Oostenrijk)',
    starts_at: '2026-11-15T13:00:00+01:00',
    status: 'finished',
    competitors: [
      { name: 'Glenn de Blois', country: 'NL', rank: 2, result: '2e in de finale' },
      { name: 'Jakob Dusek', country: 'AT', rank: 1, result: '1e in de finale' },
      { name: 'Eliot Grondin', country: 'CA', rank: 3, result: '3e in de finale' },
      { name: 'Loan Bozzolo', country: 'FR', rank: 4, result: '4e in de finale' },
    ],
  },
};

export const videos: Record<VideoData['provider'], VideoData> = {
  youtube: {
    provider: 'youtube',
    title: 'Zo lees je het lawinebulletin (uitleg in 4 minuten)',
    videoId: 'dQw4w9WgXcQ',
    poster: landscape('Berghelling met lawinesporen', 'mist', 1280, 720),
    duration: 252,
  },
  vimeo: {
    provider: 'vimeo',
    title: 'Freeriden in Lech: de film van het NSV-jeugdkamp',
    videoId: '76979871',
    poster: landscape('Freeskiër in diepe poedersneeuw', 'middag', 1280, 720),
    duration: 415,
  },
  generic: {
    provider: 'generic',
    title: 'Terugblik op het clubkampioenschap 2026',
    url: '/media/video/clubkampioenschap-2026.mp4',
    poster: landscape('Deelnemers aan de start van de slalom', 'ochtend', 1280, 720),
    duration: 185,
  },
};

export const weblogList: WeblogListData = {
  title: 'Uit het weblog',
  items: [
    {
      path: '/weblog/2026/11/20/eerste-sneeuw-op-de-gletsjers',
      heading: 'Eerste sneeuw op de gletsjers',
      introduction:
        'Het seizoen is begonnen: in Sölden, Hintertux en op de Stubaier Gletscher draaien de eerste liften. We zochten uit waar de omstandigheden nu het best zijn en waar je beter nog een paar weken kunt wachten.',
      published_at: '2026-11-20T09:00:00+01:00',
      author: 'Anna de Vries',
      thumbnail: landscape('', 'middag', 800, 600),
    },
    {
      path: '/weblog/2026/11/12/skien-met-kinderen',
      heading: 'Skiën met kinderen: tien tips van ouders',
      introduction:
        'Van skischool tot lunchpauze: leden delen wat werkt als je met de kleintjes de berg op gaat.',
      published_at: '2026-11-12T14:30:00+01:00',
      author: 'Pieter Jansen',
      thumbnail: landscape('', 'ochtend', 800, 600),
    },
    {
      path: '/weblog/2026/10/30/conditietraining',
      heading: 'Zes weken conditietraining voor je wintersport',
      introduction: 'Met deze oefeningen sta je sterker op de ski’s en voorkom je blessures.',
      published_at: '2026-10-30T08:00:00+01:00',
      author: '',
    },
  ],
};

/** A paid post (an advertorial) and a post whose page hides its date, among ordinary ones. */
export const weblogListWithAdvertorial: WeblogListData = {
  title: 'Uit het weblog',
  items: [
    {
      path: '/weblog/2026/11/18/zomer-in-kitzbuehel',
      heading: 'Kitzbühel in de zomer: golf, meren en het Kitzbüheler Horn',
      introduction: 'Een week Kitzbühel zonder sneeuw, op uitnodiging van het toeristenbureau.',
      published_at: '2026-11-18T10:00:00+01:00',
      author: 'Sanne Bakker',
      thumbnail: landscape('', 'middag', 800, 600),
      isAdvertorial: true,
    },
    {
      path: '/weblog/2025/09/21/snowboard-of-ski',
      heading: 'Snowboard of ski: wat past bij jou?',
      introduction: 'De eeuwige vraag, beantwoord door leden die allebei doen.',
      published_at: '2025-09-21T08:00:00+02:00',
      author: 'Pieter Jansen',
      isPublishDateVisible: false,
    },
    ...weblogList.items.slice(0, 1),
  ],
};
