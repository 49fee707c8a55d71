import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

/** One story of the static build's index.json. */
export interface StoryEntry {
  id: string;
  title: string;
  name: string;
  importPath: string;
}

const INDEX = fileURLToPath(new URL('../storybook-static/index.json', import.meta.url));

/** Every story (not docs page) in the static build, read when the test file loads. */
export function readStories(): StoryEntry[] {
  if (!existsSync(INDEX)) {
    throw new Error(
      `No Storybook build at ${INDEX}: run \`pnpm --filter @nsv/storybook build\` before the story tests`,
    );
  }
  const index = JSON.parse(readFileSync(INDEX, 'utf8')) as {
    entries: Record<string, StoryEntry & { type: 'story' | 'docs' }>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}
