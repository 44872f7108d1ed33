/**
 * What start-up's later steps call (src/main.tsx), from the chunk that holds the machines and the
 * views (`app`, scripts/vite/chunk-groups.ts). One module, so that step 2 loads and evaluates that chunk with
 * one dynamic import: the bundler gives each dynamically imported module of a chunk group a chunk
 * of its own that only re-exports it from the group's, and each would be a request.
 *
 * The chunk evaluates in two tasks: `yield-to-browser.ts`, imported first, is where it splits.
 */
import './yield-to-browser';
export { navigate } from 'wouter/use-browser-location';
export { createAppActors, prerenderedSnapshots } from '../state/actors';
export { readEnvironment, serverEnvironment } from '../platform/environment';
export { renderApp } from './render-app';
