import { startIslandDocument } from './components/islands/hydrate-islands.js';

// The browser entry of an island document (decision 0518): the page came without React Router's
// scripts; its interactive parts, marked by `<Island>` on the server, hydrate on their own.
startIslandDocument();
