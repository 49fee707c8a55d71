import { regionTagPages } from '../regions/index.js';
import type { SeedPage } from '../types.js';
import { activitiesPage, activityPages } from './activities.js';
import { servicePages } from './service.js';
import { travelPages } from './travel.js';

/** Every content page: service pages, travel, the activities and the region pages per tag. */
export const pages: SeedPage[] = [
  ...servicePages,
  ...travelPages,
  activitiesPage,
  ...activityPages,
  ...regionTagPages,
];
