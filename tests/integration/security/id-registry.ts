// The isolation registry: one entry per operation that takes an id (or a proposal's public token)
// or shows a user's rows: every server action, route handler and method, page with an id or a list,
// and data-layer read. isolation.test.ts fails naming any operation of the app missing here (and
// any entry whose operation is gone), then runs every entry as user B against user A's rows.
import { actionEntries } from './registry/actions';
import { apiEntries } from './registry/api';
import { contractEntries } from './registry/contracts';
import type { Entry } from './registry/helpers';
import { pageEntries } from './registry/pages';
import { projectEntries } from './registry/projects';
import { queryEntries } from './registry/queries';
import { routeEntries } from './registry/routes';

export const idRegistry: Record<string, Entry> = {
  ...actionEntries,
  ...routeEntries,
  ...pageEntries,
  ...queryEntries,
  ...contractEntries,
  ...apiEntries,
  ...projectEntries,
};
