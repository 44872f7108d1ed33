/**
 * The pre-paint boot script, inlined into every prerendered page's <head> (its hash is in the CSP).
 * Before anything paints it
 *  1. sends a visitor whose stored language is Hebrew from an English path to its Hebrew twin
 *     (ARCHITECTURE P2), and
 *  2. puts the view-mode markers on <html>, so the first paint already has the right layout.
 * It reuses the machines' pure decision functions; keep it free of React and XState (it must stay tiny).
 */
import { STORAGE_KEYS } from '../../machines/constants';
import { decideViewMode, describeDevice } from '../../machines/device';
import { languageOfPath, twinPath } from '../paths';
import { applyViewModeMarkers } from '../platform/document';
import { readStored } from '../platform/storage';

const { pathname, search, hash } = window.location;

if (readStored(STORAGE_KEYS.language) === 'he' && languageOfPath(pathname) === 'en') {
  window.location.replace(twinPath(pathname, 'he') + search + hash);
} else {
  const device = describeDevice({
    userAgent: navigator.userAgent,
    devicePixelRatio: window.devicePixelRatio || 1,
    maxTouchPoints: navigator.maxTouchPoints || 0,
    screenWidth: window.screen.width,
    screenHeight: window.screen.height,
  });
  applyViewModeMarkers({
    mode: decideViewMode(device, readStored(STORAGE_KEYS.viewMode)),
    device,
    viewportWidth: window.innerWidth,
  });
}
