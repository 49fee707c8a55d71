import { describe, expect, it } from 'vitest';
import { splitRendered } from './split-rendered.js';

const note = { type: 'editorial-note', slug: 'noot', data: { text: 'Let op' } };
const video = { type: 'video', slug: 'video-1', data: {} };

describe('splitRendered', () => {
  it('puts each embed at its marker, in document order', () => {
    const html =
      '<p>Een</p><div data-embed-slug="video-1"></div><p>Twee</p><div data-embed-slug="noot"></div><p>Drie</p>';
    expect(splitRendered(html, [note, video])).toEqual([
      { kind: 'html', html: '<p>Een</p>' },
      { kind: 'embed', embed: video },
      { kind: 'html', html: '<p>Twee</p>' },
      { kind: 'embed', embed: note },
      { kind: 'html', html: '<p>Drie</p>' },
    ]);
  });

  it('drops markers without an embed and whitespace between markers', () => {
    const html =
      '<div data-embed-slug="noot"></div>\n<div data-embed-slug="onbekend"></div><p>Eind</p>';
    expect(splitRendered(html, [note])).toEqual([
      { kind: 'embed', embed: note },
      { kind: 'html', html: '<p>Eind</p>' },
    ]);
  });

  it('keeps HTML without markers as one segment and decodes escaped slugs', () => {
    expect(splitRendered('<p>Alleen tekst</p>', [note])).toEqual([
      { kind: 'html', html: '<p>Alleen tekst</p>' },
    ]);
    const odd = { type: 'editorial-note', slug: 'a&b', data: {} };
    expect(splitRendered('<div data-embed-slug="a&amp;b"></div>', [odd])).toEqual([
      { kind: 'embed', embed: odd },
    ]);
  });
});
