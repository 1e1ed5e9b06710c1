/*
 * What the shell's start-up needs once React's DOM renderer is in: a chunk of its own, evaluated in a task of its
 * own (bootstrap.tsx), so no single task of the start-up blocks the page for long.
 */
export { pageByPath } from '@calc/shared';
export { App } from './app';
export { preloadRemotePage } from '../remotes/remote-page';
export { homePage } from '../pages/shell-page';
export { StartupFailure } from './startup-failure';
