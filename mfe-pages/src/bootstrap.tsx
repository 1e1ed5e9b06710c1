import { mountStandalone } from '@calc/shared';
import registry from './registry';

// The remote alone: its pages from its registry, each loaded from its folder.
mountStandalone(registry, (folder) => import(/* webpackChunkName: "[request]" */ `./${folder}/page`));
