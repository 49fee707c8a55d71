import type { Meta, StoryObj } from '@storybook/react-vite';
import { pageList } from '../stories/fixtures';
import { PageList } from './page-list';

const meta = {
  title: 'Embeds/PageList',
  component: PageList,
  args: { data: pageList },
} satisfies Meta<typeof PageList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages with and without thumbnail; introductions cut to 100 characters. */
export const Default: Story = {};

/** Without a title. */
export const WithoutTitle: Story = { args: { data: { pages: pageList.pages } } };

/** No pages yet. */
export const Empty: Story = { args: { data: { title: 'Regio’s', pages: [] } } };

/** On a 360 px wide phone. */
export const Mobile: Story = { globals: { viewport: { value: 'mobile360', isRotated: false } } };
