import { describe, expect, it } from 'vitest';
import { checkReplyContent, checkReportReason, reportHref, votesLabel } from './replies.js';

describe('reply checks', () => {
  it('refuses empty, too short and too long replies in Dutch, like the API', () => {
    expect(checkReplyContent('  ')).toBe('Je reactie is leeg.');
    expect(checkReplyContent(' a ')).toBe('Je reactie moet minstens 2 tekens lang zijn.');
    expect(checkReplyContent('ok')).toBeUndefined();
    expect(checkReplyContent('a'.repeat(5001))).toBe(
      'Je reactie mag hoogstens 5000 tekens lang zijn.',
    );
    expect(checkReplyContent('Mooi!')).toBeUndefined();
  });

  it('asks for a reason of 3 to 500 characters', () => {
    expect(checkReportReason(' x ')).toBe('Geef een reden op van minstens 3 tekens.');
    expect(checkReportReason('r'.repeat(501))).toBe('De reden mag hoogstens 500 tekens lang zijn.');
    expect(checkReportReason('Reclame')).toBeUndefined();
  });
});

describe('reportHref', () => {
  it('opens the report form of one reply and keeps the replies page', () => {
    expect(reportHref('/nieuws/a', '?reacties=oudste', 'r1')).toBe(
      '/nieuws/a?reacties=oudste&melden=r1#reactie-r1',
    );
    expect(reportHref('/nieuws/a', '?melden=r1&reactiepagina=2', null)).toBe(
      '/nieuws/a?reactiepagina=2#reacties',
    );
  });
});

it('says stem or stemmen', () => {
  expect(votesLabel(1)).toBe('1 stem');
  expect(votesLabel(0)).toBe('0 stemmen');
});
