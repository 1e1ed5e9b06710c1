/*
 * What changes with each navigation outside the page itself: the document's title and meta tags, and the selected
 * category.
 */
import { useEffect, useMemo } from 'react';
import { useCategory, useLocation, useSiteCatalog } from '@calc/singleton';
import { categoryOfPath } from '@calc/shared';
import { sitePages } from '../site/site-pages';
import { routeHead } from './route-head';

function setMeta(selector: string, create: () => HTMLElement, attribute: string, value: string) {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.appendChild(element);
  }
  element.setAttribute(attribute, value);
}

function metaTag(attribute: 'name' | 'property', key: string) {
  return () => {
    const meta = document.createElement('meta');
    meta.setAttribute(attribute, key);
    return meta;
  };
}

/** On every navigation: the page title and meta tags from the route table, and the category of a calculator route. */
export function useRouteEffects() {
  const { pathname } = useLocation();
  const { setCategory } = useCategory();
  const catalog = useSiteCatalog();
  const pages = useMemo(() => sitePages(catalog), [catalog]);

  useEffect(() => {
    const { title, description, url } = routeHead(pages, pathname, window.location.origin);
    document.title = title;
    setMeta('meta[name="description"]', metaTag('name', 'description'), 'content', description);
    setMeta('meta[property="og:title"]', metaTag('property', 'og:title'), 'content', title);
    setMeta('meta[property="og:description"]', metaTag('property', 'og:description'), 'content', description);
    setMeta('meta[property="og:type"]', metaTag('property', 'og:type'), 'content', 'website');
    setMeta('meta[property="og:url"]', metaTag('property', 'og:url'), 'content', url);
    setMeta(
      'link[rel="canonical"]',
      () => {
        const link = document.createElement('link');
        link.setAttribute('rel', 'canonical');
        return link;
      },
      'href',
      url,
    );

    const category = categoryOfPath(pages, pathname);
    if (category) setCategory(category);
  }, [pathname, pages, setCategory]);
}
