import { articlesTagged, weblogList } from '../articles/index.js';
import type { SeedPage } from '../types.js';
import { page } from './page-helpers.js';

const metDeTrein = page({
  path: '/reizen/met-de-trein',
  title: 'Met de trein naar de Alpen',
  motif: 'village',
  body: `Met de trein ben je in een dag in de Alpen, zonder files op zaterdag en zonder sneeuwkettingen. Ski’s mogen gratis mee.

## Verbindingen

- De Nightjet van Amsterdam naar Innsbruck rijdt in de winter drie keer per week.
- Via Keulen en Bazel reis je in een dag naar Zwitserland: Zermatt, Verbier en Davos.
- De TGV van Parijs brengt je naar Bourg-Saint-Maurice (Les Arcs), Moûtiers (Les 3 Vallées) en Modane (Val Thorens via Orelle).

{{embed:weblog-trein}}`,
  embeds: [weblogList('weblog-trein', 'Reisverhalen uit het weblog', articlesTagged('trein', 4))],
});

const metDeAuto = page({
  path: '/reizen/met-de-auto',
  title: 'Met de auto naar de Alpen',
  motif: 'village',
  body: `De meeste leden gaan met de auto. Een goede voorbereiding scheelt uren in de file.

## Vignetten en tol

Oostenrijk en Zwitserland werken met een vignet, dat je vooraf digitaal koopt. In Frankrijk en Italië betaal je tol per traject. Voor de Brenner, de Felbertauern en de Fréjustunnel betaal je apart.

## Winteruitrusting

In Oostenrijk zijn winterbanden verplicht bij winterse omstandigheden, in Frankrijk in de bergdepartementen van november tot maart. Sneeuwkettingen horen in de kofferbak.`,
});

const reizen = page({
  path: '/reizen',
  title: 'Reizen',
  heading: 'Op reis naar de bergen',
  motif: 'village',
  body: 'Met de trein, de auto of het vliegtuig: onze tips om goed en zonder stress in de bergen aan te komen.\n\n{{embed:weblog-reizen}}',
  embeds: [weblogList('weblog-reizen', 'Laatste reisverhalen', articlesTagged('reizen', 5))],
});

/** Travel pages, with weblog lists of travel stories. */
export const travelPages: SeedPage[] = [reizen, metDeTrein, metDeAuto];
