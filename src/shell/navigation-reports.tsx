/**
 * What the router and the pages tell the navigation machine (./navigation): each report is
 * written once, here, and used wherever its moment happens.
 */
import { useEffect, useLayoutEffect } from 'react';
import { useLocation, type BaseLocationHook } from 'wouter';
import { useNavigationSend } from './navigation';

/**
 * Tells the machine of every change of the address, in the commit that makes it, before the
 * browser paints: `<html data-navigation>` says "loading" as soon as the address has changed.
 */
export function LocationReporter({ useLocationHook }: { useLocationHook: BaseLocationHook }) {
  const [path] = useLocationHook();
  const send = useNavigationSend();
  useLayoutEffect(() => send({ type: 'location.changed', path }), [path, send]);
  return null;
}

/**
 * Tells the machine that the page at the router's address is on screen, in the commit that shows
 * it: a page rendered from its chunk, the adopted page, or the error screen in a page's place.
 */
export function useReportPageShown(): void {
  const [path] = useLocation();
  const send = useNavigationSend();
  useEffect(() => send({ type: 'page.shown', path }), [path, send]);
}
