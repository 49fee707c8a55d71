import type { Meta, StoryObj } from '@storybook/react-vite';
import { editorialNote } from '../stories/fixtures';
import { EditorialNote } from './editorial-note';

const meta = {
  title: 'Embeds/EditorialNote',
  component: EditorialNote,
  args: { data: editorialNote },
} satisfies Meta<typeof EditorialNote>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two paragraphs, split on the blank line. */
export const Default: Story = {};

/** Without a title: 'Noot van de redactie' is used. */
export const WithoutTitle: Story = {
  args: { data: { text: 'De prijzen in dit artikel gelden voor het seizoen 2026-2027.' } },
};
