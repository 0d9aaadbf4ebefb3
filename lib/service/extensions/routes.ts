import { createRouter } from '../http/router';
import { definitionRoutes } from './definitions-routes';
import { entryRoutes } from './entries-routes';

/** Custom APIs (DESIGN.md §3): definitions under /v2/settings/extensions, entries under /v2/extensions. */
export const extensionRoutes = createRouter().route('/', definitionRoutes).route('/', entryRoutes);
