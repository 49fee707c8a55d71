import { describe, expect, it } from 'vitest';
import { buttonCss } from '../button/button-styles';
import { editorialNoteCss } from '../editorial-note/editorial-note-styles';
import { imageGalleryCss } from '../image-gallery/image-gallery-styles';
import { lightboxCss } from '../image-gallery/lightbox-styles';
import { newsletterSignupCss } from '../newsletter-signup/newsletter-signup-styles';
import { richMediaCss } from '../rich-media/rich-media-styles';
import { socialPostCss } from '../social-post/social-post-styles';
import { sportMatchCss } from '../sport-match/sport-match-styles';
import { videoCss } from '../video/video-styles';
import { weatherReportCss } from '../weather-report/weather-report-styles';
import { baseCss } from './base-styles';
import { cardListCss } from './card-list-styles';
import { facadeCss } from './facade-styles';

const sheets = {
  baseCss,
  buttonCss,
  cardListCss,
  editorialNoteCss,
  facadeCss,
  imageGalleryCss,
  lightboxCss,
  newsletterSignupCss,
  richMediaCss,
  socialPostCss,
  sportMatchCss,
  videoCss,
  weatherReportCss,
};

describe('block styles', () => {
  it.each(Object.entries(sheets))('%s takes colours only from the tokens', (_name, css) => {
    // Literal colours would break dark mode: every colour must come from a --nsv- token.
    expect(css).not.toMatch(/#[0-9a-f]{3,8}\b/i);
    expect(css).not.toMatch(/\b(rgba?|hsla?|oklch)\(/i);
    expect(css).not.toMatch(/:\s*(white|black)\b/i);
  });
});
