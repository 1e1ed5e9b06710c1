/*
 * A route's title, description and address, written once so that the running site and the composed HTML give the same
 * head.
 */
import type { PageFacts } from '@calc/singleton';
import { documentTitle, NOT_FOUND_DESCRIPTION, pageByPath } from '@calc/shared/site';

export interface RouteHead {
  title: string;
  description: string;
  /** The canonical address, also the Open Graph URL. */
  url: string;
}

/** What a route puts in the page's head: the same at run time and in the composed HTML. */
export function routeHead(pages: readonly PageFacts[], pathname: string, origin: string): RouteHead {
  const page = pageByPath(pages, pathname);
  return {
    title: documentTitle(page),
    description: page?.description ?? NOT_FOUND_DESCRIPTION,
    url: `${origin.replace(/\/+$/, '')}${pathname}`,
  };
}
