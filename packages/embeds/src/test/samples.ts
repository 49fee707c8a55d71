import type { EmbedType } from '../embed-renderer/embed-renderer';

const image = { url: '/media/a.jpg', width: 800, height: 600, alt: 'Piste' };
const at = '2026-11-22T07:00:00+01:00';

/** Valid data per block type, with one text to find the block by. */
export const samples: Record<EmbedType, { data: unknown; text: string | RegExp }> = {
  'weather-report': {
    data: {
      place: { slug: 'ischgl', name: 'Ischgl', elevationValley: 1377, elevationMountain: 2872 },
      snowDepthValley: { value: 30, measured_at: at },
      snowDepthMountain: { value: 120, measured_at: at },
      freshSnow: { value: 5, measured_at: at },
      liftsOpen: { value: { open: 10, total: 45 }, measured_at: at },
      slopesOpen: { value: { open: 40, total: 239 }, measured_at: at },
      forecast: [],
    },
    text: 'Sneeuwbericht Ischgl',
  },
  'page-list': {
    data: {
      title: 'Lidmaatschap',
      pages: [{ path: '/lid-worden', title: 'Lid worden', introduction: 'Word lid.' }],
    },
    text: 'Lid worden',
  },
  'editorial-note': {
    data: { text: 'Dit artikel is bijgewerkt.' },
    text: 'Dit artikel is bijgewerkt.',
  },
  'social-post': {
    data: {
      network: 'facebook',
      url: 'https://www.facebook.com/nsv/posts/1',
      author: 'NSV',
      text: 'Tot morgen!',
      posted_at: at,
    },
    text: 'Tot morgen!',
  },
  'image-gallery': {
    data: { title: 'Foto’s van de clubdag', images: [image] },
    text: 'Foto’s van de clubdag',
  },
  'newsletter-signup': {
    data: { title: 'Nieuwsbrief', text: 'Maandelijks.', buttonLabel: 'Aanmelden' },
    text: 'Nieuwsbrief',
  },
  'rich-media': {
    data: {
      title: 'Skireis naar Zermatt',
      text: 'Met korting.',
      url: '/reizen/zermatt',
      linkLabel: 'Bekijk de reis',
      image,
    },
    text: 'Skireis naar Zermatt',
  },
  'sport-match': {
    data: {
      competition: 'Wereldbeker alpineskiën',
      discipline: 'Slalom heren',
      location: 'Levi',
      starts_at: at,
      status: 'scheduled',
      competitors: [],
    },
    text: 'Slalom heren',
  },
  video: {
    data: { provider: 'youtube', title: 'Carven voor beginners', videoId: 'abcdefghijk' },
    text: 'Carven voor beginners',
  },
  'weblog-list': {
    data: {
      title: 'Weblog',
      items: [
        {
          path: '/weblog/2026/11/20/eerste-sneeuw',
          heading: 'Eerste sneeuw',
          introduction: 'Het is zover.',
          published_at: at,
          author: 'Anna',
        },
      ],
    },
    text: 'Eerste sneeuw',
  },
};
