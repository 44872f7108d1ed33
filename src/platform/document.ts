import type { Language } from '../../machines/constants';
import { densityOf, resolveLayout } from '../../machines/device';
import type { ViewModeContext } from '../../machines/view-mode.machine';

export function applyDocumentLanguage(language: Language): void {
  const root = document.documentElement;
  root.lang = language;
  root.dir = language === 'he' ? 'rtl' : 'ltr';
}

/**
 * View-mode markers (documented in docs/behaviour.md):
 * `<html>` carries `data-view-mode`, `data-layout`, `data-density`, `data-mobile-device`,
 * `data-ios` and `data-modern-iphone`; `<body>` carries the matching classes
 * `view-mode-*`, `layout-*`, `density-*`, `is-mobile-device`, `is-ios`, `is-modern-iphone`.
 */
export function applyViewModeMarkers(
  context: Pick<ViewModeContext, 'mode' | 'device' | 'viewportWidth'>,
): void {
  const layout = resolveLayout(context.mode, context.viewportWidth);
  const density = densityOf(context.device);
  const root = document.documentElement;
  root.dataset.viewMode = context.mode;
  root.dataset.layout = layout;
  root.dataset.density = density;
  setFlag(root, 'mobileDevice', context.device.isMobile);
  setFlag(root, 'ios', context.device.isIOS);
  setFlag(root, 'modernIphone', context.device.isModernIPhone);

  // The pre-paint boot script runs in <head>, before <body> exists; the machine sets these later.
  const body = document.body as HTMLElement | null;
  if (!body) return;
  for (const name of [...body.classList]) {
    if (/^(view-mode|layout|density)-/.test(name)) body.classList.remove(name);
  }
  body.classList.add(`view-mode-${context.mode}`, `layout-${layout}`, `density-${density}`);
  body.classList.toggle('is-mobile-device', context.device.isMobile);
  body.classList.toggle('is-ios', context.device.isIOS);
  body.classList.toggle('is-modern-iphone', context.device.isModernIPhone);
}

function setFlag(element: HTMLElement, name: string, on: boolean): void {
  if (on) element.dataset[name] = '';
  else delete element.dataset[name];
}

/** The layout resize block: `html[data-resizing]` switches CSS transitions off. */
export function setResizing(resizing: boolean): void {
  setFlag(document.documentElement, 'resizing', resizing);
}
