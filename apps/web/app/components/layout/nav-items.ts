/** One entry of the site navigation. */
export interface NavItem {
  to: string;
  label: string;
}

/** The main sections of the site (spec §2), in the order the header shows them. */
export const MAIN_NAV: readonly NavItem[] = [
  { to: '/nieuws', label: 'Nieuws' },
  { to: '/weblog', label: 'Weblog' },
  { to: '/artikelen', label: 'Artikelen' },
  { to: '/regios', label: "Regio's" },
  { to: '/activiteiten', label: 'Activiteiten' },
  { to: '/weer', label: 'Weer' },
  { to: '/zoeken', label: 'Zoeken' },
];

/** The few destinations of the floating bar on phones: thumb-reachable, five at most. */
export const FLOATING_NAV: readonly NavItem[] = [
  { to: '/', label: 'Home' },
  { to: '/nieuws', label: 'Nieuws' },
  { to: '/regios', label: "Regio's" },
  { to: '/weer', label: 'Weer' },
  { to: '/zoeken', label: 'Zoeken' },
];
