import { useToast } from '../state/AppActorsProvider';
import { createLoader, useLoadedOnDemand } from '../platform/loader';
import { ToastRegion } from './ToastRegion';

/** Radix's toast view: its chunk loads with the first toast. */
const toastView = createLoader(() => import('./Toaster'));

/**
 * The notifications region: a stand-in until the first toast, then Radix's view, whose chunk
 * loads then; if it fails, the stand-in stays and the next toast tries again. The view replaces
 * the stand-in once its chunk is in, not through Suspense: React reveals suspended content on a
 * timer, and a test that stops the page's clock would never see the toast.
 */
export function Notifications() {
  const view = useLoadedOnDemand(toastView, useToast()?.id);
  return view ? <view.Toaster /> : <ToastRegion />;
}
