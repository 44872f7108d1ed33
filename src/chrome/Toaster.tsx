import { css } from '@emotion/react';
import { useCallback } from 'react';
import * as RadixToast from '@radix-ui/react-toast';
import { X } from 'lucide-react';
import { TOAST } from '../../machines/constants';
import type { Toast } from '../../machines/toast.machine';
import type { Language } from '../../machines/constants';
import { useLanguage, useMessages, useToast, useToastSend } from '../state/AppActorsProvider';
import type { ToastMessages } from '../i18n';
import { en } from '../i18n/toast/en';
import { he } from '../i18n/toast/he';
import { color, focusRing, radius, shadow, space, text } from '../styles/theme';
import { viewportStyle } from './ToastRegion';

/**
 * The notifications' texts, in both languages: a toast may be on screen when the visitor changes
 * the language, and the view never suspends (./Notifications). Only this chunk carries them.
 */
const toastTexts: Record<Language, ToastMessages> = { en, he };

/** Toast texts are message keys; an unknown key is shown as given rather than hidden. */
const translate = (texts: ToastMessages, key: string) =>
  Object.hasOwn(texts, key) ? texts[key as keyof ToastMessages] : key;

// Fixed at module load; the variant is a selector on `data-variant`, not a value per render.
const toastStyle = css({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: `${space.xs} ${space.md}`,
  alignItems: 'start',
  padding: space.md,
  borderRadius: radius.md,
  background: color.paper,
  color: color.ink,
  border: `1px solid ${color.line}`,
  boxShadow: shadow.raised,
  '&[data-variant="destructive"]': {
    background: color.danger,
    color: color.onDanger,
    borderColor: color.danger,
  },
  '&[data-swipe=move]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  '&[data-swipe=cancel]': {
    transform: 'translateX(0)',
    transition: 'transform 200ms ease-out',
  },
  '&[data-swipe=end]': { transform: 'translateX(var(--radix-toast-swipe-end-x))' },
});

const titleStyle = css({ fontWeight: 600, fontSize: text.md });

const closeStyle = css({
  gridColumn: 2,
  gridRow: 1,
  display: 'grid',
  placeItems: 'center',
  width: '2rem',
  height: '2rem',
  padding: 0,
  border: 0,
  borderRadius: radius.sm,
  background: 'transparent',
  color: 'inherit',
  cursor: 'pointer',
  ...focusRing,
});

const descriptionStyle = css({ gridColumn: '1 / -1', fontSize: text.sm });

const actionStyle = css({
  gridColumn: '1 / -1',
  justifySelf: 'start',
  minHeight: '2.25rem',
  padding: `${space.xs} ${space.md}`,
  border: `1px solid ${color.brand}`,
  borderRadius: radius.sm,
  background: color.paper,
  color: color.brandStrong,
  fontWeight: 600,
  cursor: 'pointer',
  ...focusRing,
});

interface ToasterViewProps {
  toast: Toast | null;
  texts: ToastMessages;
  /** The region's name, which the stand-in (./ToastRegion) shows too: the chrome's message. */
  regionLabel: string;
  onDismiss: () => void;
  onPause: () => void;
  onResume: () => void;
  onAction: () => void;
  /** The toast's element, once it is on the page. */
  onShown: (element: HTMLElement | null) => void;
}

/**
 * Radix Toast as the view of the toast machine: the machine owns the timers (Radix's own
 * duration is infinite), Radix gives the live region, F8, swipe and pause on hover or focus.
 */
function ToasterView({
  toast,
  texts,
  regionLabel,
  onDismiss,
  onPause,
  onResume,
  onAction,
  onShown,
}: ToasterViewProps) {
  const destructive = toast?.variant === 'destructive';
  return (
    // One provider per toast: Radix keeps its "paused" flag on the provider, and a toast closed
    // while hovered would otherwise leave the next one unable to pause.
    <RadixToast.Provider
      key={toast?.id ?? 'none'}
      duration={Infinity}
      swipeDirection={TOAST.swipeDirection}
      swipeThreshold={TOAST.swipeThreshold}
      label={texts['toast.announcement']}
    >
      {toast && (
        <RadixToast.Root
          key={toast.id}
          ref={onShown}
          open={toast.open}
          onOpenChange={(open) => !open && onDismiss()}
          onPause={onPause}
          onResume={onResume}
          type={destructive ? 'foreground' : 'background'}
          data-variant={toast.variant}
          css={toastStyle}
        >
          <RadixToast.Title css={titleStyle}>{translate(texts, toast.title)}</RadixToast.Title>
          <RadixToast.Close aria-label={texts['toast.close']} css={closeStyle}>
            <X aria-hidden="true" size={18} />
          </RadixToast.Close>
          {toast.description && (
            <RadixToast.Description css={descriptionStyle}>
              {translate(texts, toast.description)}
            </RadixToast.Description>
          )}
          {toast.action && (
            <RadixToast.Action
              altText={translate(texts, toast.action.altText)}
              onClick={(event) => {
                event.preventDefault();
                onAction();
              }}
              css={actionStyle}
            >
              {translate(texts, toast.action.label)}
            </RadixToast.Action>
          )}
        </RadixToast.Root>
      )}
      <RadixToast.Viewport label={regionLabel} hotkey={[...TOAST.hotkey]} css={viewportStyle} />
    </RadixToast.Provider>
  );
}

export function Toaster() {
  const toast = useToast();
  const regionLabel = useMessages()['toast.region'];
  const texts = toastTexts[useLanguage()];
  const send = useToastSend();
  // Once the toast's element is on the page, its 5 s count (machines/toast.machine.ts `arriving`):
  // Radix renders it into the viewport a render after the viewport has mounted, so the element's
  // ref says when, not an effect of this component.
  const shownId = toast?.open ? toast.id : undefined;
  const onShown = useCallback(
    (element: HTMLElement | null) => {
      if (element && shownId) send({ type: 'toast.shown', id: shownId });
    },
    [send, shownId],
  );
  return (
    <ToasterView
      toast={toast}
      texts={texts}
      regionLabel={regionLabel}
      onDismiss={() => toast && send({ type: 'toast.dismiss', id: toast.id })}
      onPause={() => send({ type: 'toast.pause' })}
      onResume={() => send({ type: 'toast.resume' })}
      onAction={() => send({ type: 'toast.actionTaken' })}
      onShown={onShown}
    />
  );
}
