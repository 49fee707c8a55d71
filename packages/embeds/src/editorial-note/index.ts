export { EditorialNote, type EditorialNoteProps, paragraphs } from './editorial-note';
export type { EditorialNoteData } from '../types';
