/*
 * The astrology remote running alone, without the shell (its own dev server): its pages, mounted from its registry.
 * index.ts imports it asynchronously so Module Federation settles the shared singletons first.
 */
import { mountStandalone } from '@calc/shared';
import registry from './registry';

// The remote alone: its pages from its registry, each loaded from its folder.
mountStandalone(registry, (folder) => import(/* webpackChunkName: "[request]" */ `./${folder}/page`));
