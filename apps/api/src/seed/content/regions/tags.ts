import type { SeedImage } from '../types.js';
import type { RegionTag } from './region-facts.js';

/** How a region tag is presented: its page title and the opening and closing paragraphs. */
export interface TagText {
  title: (region: string) => string;
  intro: (region: string) => string;
  tip: string;
  motif: SeedImage['motif'];
}

/** Texts per tag for the pages under `/regios/{slug}/{tag}`. */
export const tagTexts: Record<RegionTag, TagText> = {
  gezinnen: {
    title: (r) => `Met kinderen naar ${r}`,
    intro: (r) =>
      `${r} is bij onze leden met kinderen een vaste waarde. Korte afstanden tussen appartement, skischool en lift maken het verschil, en daar scoort ${r} goed.`,
    tip: 'Boek de skischool voor de kinderen ruim vooraf: in de kerst- en voorjaarsvakantie zitten de groepen snel vol. Een helm is voor kinderen overal verplicht of sterk aangeraden.',
    motif: 'piste',
  },
  'apres-ski': {
    title: (r) => `Après-ski in ${r}`,
    intro: (r) =>
      `Na de laatste afdaling gaat het in ${r} pas echt los. Wie na de après-ski nog de piste af moet, plant dat bij daglicht en laat de laatste ronde staan.`,
    tip: 'Veel hutten sluiten de piste-afdaling om half vijf: daarna is de gondel naar beneden de veilige keuze. Drank en skiën gaan slecht samen, ook volgens de FIS-regels.',
    motif: 'hut',
  },
  sneeuwzeker: {
    title: (r) => `Sneeuwzeker skiën in ${r}`,
    intro: (r) =>
      `Wie vroeg of laat in het seizoen gaat, wil zekerheid. ${r} heeft die door hoogte en ligging: ook in een magere winter liggen hier de meeste pistes open.`,
    tip: 'Kijk in de week voor vertrek naar ons sneeuwrapport: daar staat per waarde wanneer die gemeten is.',
    motif: 'mountains-winter',
  },
  gletsjer: {
    title: (r) => `Gletsjerskiën in ${r}`,
    intro: (r) =>
      `De gletsjer van ${r} maakt skiën mogelijk als het in het dal nog groen is. Op de piste is het veilig; naast de piste liggen spleten die je onder verse sneeuw niet ziet.`,
    tip: 'Blijf op de gemarkeerde pistes van de gletsjer, of ga alleen met een berggids het gletsjerterrein op. Zonnebrandcrème met een hoge factor is op deze hoogte geen overbodige luxe.',
    motif: 'mountains-winter',
  },
  zomer: {
    title: (r) => `${r} in de zomer`,
    intro: (r) =>
      `Ook als de sneeuw gesmolten is, is ${r} de reis waard. De liften draaien voor wandelaars en mountainbikers, en de hutten zijn open.`,
    tip: 'Begin bergwandelingen vroeg: in de zomer ontstaan ’s middags vaak onweersbuien. Kijk op onze weerpagina voor de verwachting.',
    motif: 'mountains-summer',
  },
  freeride: {
    title: (r) => `Freeriden in ${r}`,
    intro: (r) =>
      `${r} heeft terrein waar freeriders van dromen. Maar buiten de piste ben je zelf verantwoordelijk: lees het lawinebulletin en ga met een gids.`,
    tip: 'Pieper, schep en sonde horen bij je uitrusting, en je moet ze kunnen gebruiken. De NSV organiseert elke herfst lawinecursussen.',
    motif: 'mountains-winter',
  },
  beginners: {
    title: (r) => `Leren skiën in ${r}`,
    intro: (r) =>
      `Voor je eerste week op de latten is ${r} een goede keuze: er is een rustig oefengebied en de blauwe pistes zijn breed.`,
    tip: 'Volg minstens de eerste drie dagen les; een goede basis voorkomt blessures. Huur je ski’s en schoenen ter plaatse, dan kun je ze wisselen als iets knelt.',
    motif: 'piste',
  },
  langlaufen: {
    title: (r) => `Langlaufen in ${r}`,
    intro: (r) =>
      `Langlaufen is de rustige tegenhanger van het alpineskiën, en ${r} heeft er prachtige sporen voor. Klassiek of skating: beide kun je in een paar lessen leren.`,
    tip: 'Voor de meeste loipes heb je een loipepas nodig; vaak zit die bij de gastenkaart van je verblijf.',
    motif: 'lake',
  },
  autovrij: {
    title: (r) => `Autovrij naar ${r}`,
    intro: (r) =>
      `In ${r} staat de auto stil zodra je er bent. Dat maakt het dorp stil en veilig, ook voor kinderen.`,
    tip: 'Met de trein naar de Alpen reizen scheelt files op zaterdag; onze reistips staan in het weblog.',
    motif: 'village',
  },
};
