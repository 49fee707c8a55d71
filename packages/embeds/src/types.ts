// The block data shapes of docs/embed-blocks.md, exactly as the API serves them in `Embed.data`.

/** An image on the media endpoint (`/media/...`), which resizes on `?w=WIDTH`. */
export interface Image {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** A value with the moment it was measured (ISO 8601 with time zone). */
export interface Measured<T> {
  value: T;
  measured_at: string;
}

/** Weather conditions the forecast uses. */
export type WeatherCondition =
  'zonnig' | 'half-bewolkt' | 'bewolkt' | 'regen' | 'sneeuw' | 'onweer' | 'mist';

/** One day of the forecast. */
export interface ForecastDay {
  /** YYYY-MM-DD */
  date: string;
  condition: WeatherCondition;
  /** °C */
  temperatureMin: number;
  /** °C */
  temperatureMax: number;
  /** cm expected */
  freshSnow: number;
  /** m */
  freezingLevel: number;
  /** When the forecast was made. */
  issued_at: string;
}

/** Data of the `weather-report` block. */
export interface WeatherReportData {
  place: { slug: string; name: string; elevationValley: number; elevationMountain: number };
  /** cm */
  snowDepthValley: Measured<number>;
  /** cm */
  snowDepthMountain: Measured<number>;
  /** cm in the last 24 h */
  freshSnow: Measured<number>;
  liftsOpen: Measured<{ open: number; total: number }>;
  /** km */
  slopesOpen: Measured<{ open: number; total: number }>;
  forecast: ForecastDay[];
}

/** Data of the `page-list` block. */
export interface PageListData {
  title?: string;
  pages: Array<{ path: string; title: string; introduction: string; thumbnail?: Image }>;
}

/** Data of the `editorial-note` block. */
export interface EditorialNoteData {
  title?: string;
  /** Plain text, paragraphs split on blank lines. */
  text: string;
}

/** Networks a social post can come from. */
export type SocialNetwork = 'facebook' | 'instagram' | 'twitter';

/** Data of the `social-post` block. */
export interface SocialPostData {
  network: SocialNetwork;
  /** The post's public URL. */
  url: string;
  /** Display name or @handle. */
  author: string;
  /** The post's text, shown in the facade. */
  text: string;
  posted_at: string;
  /** Our own copy of the post's picture, if any. */
  image?: Image;
}

/** An image of a gallery, with an optional caption. */
export type GalleryImage = Image & { caption?: string };

/** Data of the `image-gallery` block. */
export interface ImageGalleryData {
  title?: string;
  images: GalleryImage[];
}

/** Data of the `newsletter-signup` block. */
export interface NewsletterSignupData {
  title: string;
  text: string;
  buttonLabel: string;
}

/** Data of the `rich-media` block. */
export interface RichMediaData {
  title: string;
  text: string;
  url: string;
  linkLabel: string;
  image?: Image;
  /** A video file on our own media host. */
  videoUrl?: string;
}

/** Data of the `sport-match` block. */
export interface SportMatchData {
  /** e.g. 'Wereldbeker alpineskiën' */
  competition: string;
  /** e.g. 'Slalom heren' */
  discipline: string;
  location: string;
  starts_at: string;
  status: 'scheduled' | 'live' | 'finished';
  competitors: Array<{
    name: string;
    /** ISO 3166-1 alpha-2 */
    country: string;
    rank?: number;
    result?: string;
  }>;
}

/** Data of the `video` block. */
export interface VideoData {
  provider: 'generic' | 'vimeo' | 'youtube';
  title: string;
  /** YouTube and Vimeo. */
  videoId?: string;
  /** Generic: a video file on our media host. */
  url?: string;
  /** Our own still, shown in the facade. */
  poster?: Image;
  /** Seconds. */
  duration?: number;
}

/** Data of the `weblog-list` block. */
export interface WeblogListData {
  title?: string;
  items: Array<{
    path: string;
    heading: string;
    introduction: string;
    published_at: string;
    author: string;
    thumbnail?: Image;
    /** A paid post: labelled 'Advertorial', as its own page labels it. Absent: false. */
    isAdvertorial?: boolean;
    /** False when the post's page hides its date: so does the list. Absent: true. */
    isPublishDateVisible?: boolean;
  }>;
}

/** Options every block that shows images accepts. */
export interface MediaOptions {
  /** Prefix for `/media/...` paths, e.g. 'https://api.nsv.nl'; default '' (same origin). */
  mediaBaseUrl?: string;
}
