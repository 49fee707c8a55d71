import type { SeedImage } from './types.js';

/** An image as embed data carries it (docs/embed-blocks.md): a media path plus size and alt text. */
export interface EmbedImage {
  url: string;
  width: number;
  height: number;
  alt: string;
}

/** What the drawing of each motif shows, for alt texts: the pictures are illustrations, not photos. */
export const motifPictures: Record<SeedImage['motif'], string> = {
  'mountains-winter': 'Tekening van besneeuwde bergtoppen boven een dennenbos',
  'mountains-summer': 'Tekening van bergtoppen boven groene alpenweiden',
  village: 'Tekening van een bergdorp met houten chalets in de sneeuw',
  lake: 'Tekening van een bergmeer met dennen aan de oever',
  avatar: 'Avatar met initialen',
  piste: 'Tekening van een geprepareerde piste met een stoeltjeslift',
  hut: 'Tekening van een berghut met verlichte ramen',
};

/**
 * Standard sizes, modest so the seed script draws everything in a few seconds; the media endpoint
 * scales them on request (`?w=`), so lists use the header picture rather than a separate thumbnail.
 */
export const sizes = {
  header: { width: 1280, height: 720 },
  thumbnail: { width: 480, height: 270 },
  og: { width: 1200, height: 630 },
  gallery: { width: 960, height: 640 },
  avatar: { width: 256, height: 256 },
} as const;

/**
 * Every image the demo content references, keyed by its media path. Content modules register
 * images while they are built and use the returned key; `index.ts` lists them all for the seed.
 */
class ImageCatalog {
  private readonly byKey = new Map<string, SeedImage>();

  /** Registers an image (or finds the identical one registered before) and returns its key. */
  add(image: SeedImage): string {
    const existing = this.byKey.get(image.key);
    if (existing && (existing.width !== image.width || existing.height !== image.height)) {
      throw new Error(`Image ${image.key} registered twice with different sizes`);
    }
    if (!existing) this.byKey.set(image.key, image);
    return image.key;
  }

  /** The embed-data form of a registered image. */
  embed(key: string): EmbedImage {
    const image = this.byKey.get(key);
    if (!image) throw new Error(`Unknown image ${key}`);
    return { url: `/media/${image.key}`, width: image.width, height: image.height, alt: image.alt };
  }

  /** All registered images, in registration order. */
  list(): SeedImage[] {
    return [...this.byKey.values()];
  }
}

/** The one catalog the content modules share. */
export const catalog = new ImageCatalog();
