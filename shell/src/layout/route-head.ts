import { documentTitle, routeByPath } from '@calc/shared';

export interface RouteHead {
  title: string;
  description: string;
  /** The canonical address, also the Open Graph URL. */
  url: string;
}

const NOT_FOUND_DESCRIPTION = 'The page you are looking for does not exist.';

/** What a route puts in the page's head: the same at run time and in the prerendered HTML. */
export function routeHead(pathname: string, origin: string): RouteHead {
  const route = routeByPath(pathname);
  return {
    title: documentTitle(route),
    description: route?.description ?? NOT_FOUND_DESCRIPTION,
    url: `${origin.replace(/\/+$/, '')}${pathname}`,
  };
}
