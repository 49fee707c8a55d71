import { articlesTagged, weblogList } from '../articles/index.js';
import { activityCategories, type SeedPage } from '../types.js';
import { activityTexts } from './activity-texts.js';
import { page, pageList } from './page-helpers.js';

/** One page per activity category under `/activiteiten/<category>`, with the latest weblog posts on it. */
export const activityPages: SeedPage[] = activityCategories.map((category) => {
  const text = activityTexts[category];
  const related = articlesTagged(category, 4);
  const body = [
    text.intro,
    '',
    ...text.sections.flatMap(([heading, paragraph]) => [`## ${heading}`, '', paragraph, '']),
  ];
  const embeds =
    related.length > 0 ? [weblogList(`weblog-${category}`, 'Uit het weblog', related)] : [];
  return page({
    path: `/activiteiten/${category}`,
    title: text.title,
    body: body.join('\n'),
    tags: [category],
    activity: category,
    motif: text.motif,
    embeds,
  });
});

/** The activities overview page: the parent of every activity page, listing them all. */
export const activitiesPage: SeedPage = page({
  path: '/activiteiten',
  title: 'Activiteiten',
  heading: 'Actief in de bergen, zomer en winter',
  motif: 'mountains-summer',
  body: 'Wandelen, fietsen, klimmen of het water op: de Alpen zijn in de zomer minstens zo mooi als in de winter. Kies een activiteit en lees onze tips.\n\n{{embed:alle-activiteiten}}',
  embeds: [pageList('alle-activiteiten', 'Alle activiteiten', activityPages)],
});
