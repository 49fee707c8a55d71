import { addons } from 'storybook/manager-api';
import { create } from 'storybook/theming';

// Storybook's own chrome carries the association's name for designers.
addons.setConfig({
  theme: create({ base: 'light', brandTitle: 'Nederlandse Ski Vereniging: UI-bouwstenen' }),
});
