import { ROUTE_TABLE, type RouteEntry } from '@fns/contracts/remotes';
import { matchPath } from 'react-router-dom';

/** The route table's entry for a path, as the shell's router matches it (on the server and in the browser). */
export const routeOfPath = (pathname: string): RouteEntry | undefined => ROUTE_TABLE.find((entry) => matchPath(entry.path, pathname));
