import { BlockStyle } from '../lib/block-style';
import { baseCss } from '../lib/base-styles';
import type { EditorialNoteData } from '../types';
import { editorialNoteCss } from './editorial-note-styles';

/** Props of EditorialNote. */
export interface EditorialNoteProps {
  data: EditorialNoteData;
}

/** Splits plain text into paragraphs on blank lines. */
export function paragraphs(text: string): string[] {
  return text
    .split(/\r?\n\s*\r?\n/)
    .map((part) => part.trim())
    .filter(Boolean);
}

/** A note from the editors, set apart from the article text. */
export function EditorialNote({ data }: EditorialNoteProps) {
  return (
    <aside
      className="nsv-block nsv-editorial-note"
      data-nsv-block="editorial-note"
      aria-label={data.title ?? 'Noot van de redactie'}
    >
      <BlockStyle name="base" css={baseCss} />
      <BlockStyle name="editorial-note" css={editorialNoteCss} />
      <p className="nsv-editorial-note__title">{data.title ?? 'Noot van de redactie'}</p>
      {paragraphs(data.text ?? '').map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
    </aside>
  );
}
