/**
 * The toast machine's paths. The app shows two toasts: a view-mode change (from the view-mode
 * switcher, with Undo) and a storage failure (destructive, once per visit, when the browser
 * refuses to save a preference after start-up). The visitor pauses a toast with the pointer or
 * the keyboard, closes it (the close button, or a swipe to the right on a touch screen) or takes
 * its Undo; otherwise it closes after 5000 ms and is removed 1,000,000 ms later.
 */
import { STORAGE_KEYS, type ViewMode } from '../../../machines/constants';
import { SYSTEM_IDS } from '../../../machines/system';
import { toastMachine, type ToastContent, type ToastEvent } from '../../../machines/toast.machine';
import { dictionaries, type MessageKey, type Messages } from '../../../src/i18n';
import { languageOfPath, localizedPath, twinPath } from '../../../src/urls';
import { otherLanguage } from '../../../machines/language.machine';
import type { Action, Check, PathSpec, Project, Start, StepContext, Target } from '../model';
import { click, namedForScreenReaders } from '../phrases';
import { readingDirectionChecks } from '../reading-direction';
import { PAGES } from '../pages';
import { TOGGLE } from './language.paths';
import { chooseViewMode } from './view-mode.paths';

/** SPEC §toasts: 5 s open, F8 to reach them, a swipe of 50 px or more to the right dismisses. */
const TOAST_MS = 5000;
const HOTKEY = 'F8';
const SWIPE_PX = 50;

type Spec = PathSpec<typeof toastMachine>;
type Context = StepContext<typeof toastMachine>;

/**
 * The toasts as the model sends them. The machine only reads the title (to tell them apart
 * here), the variant and whether there is an action; what the visitor reads is worked out from
 * the path (which view mode was chosen, in which language).
 */
const VIEW_MODE_TOAST: ToastContent = {
  title: 'toast.viewMode.title',
  description: 'toast.viewMode.mobile',
  action: {
    label: 'toast.viewMode.undo',
    altText: 'toast.viewMode.undoAlt',
    to: SYSTEM_IDS.viewMode,
    event: { type: 'viewMode.revert', mode: 'auto' },
  },
};
const STORAGE_TOAST: ToastContent = {
  title: 'toast.storage.title',
  description: 'toast.storage.description',
  variant: 'destructive',
};

const isViewModeToast = (toast: ToastContent) => toast.title === VIEW_MODE_TOAST.title;

const REGION: Target = { css: '[role="region"]:has(> ol)', label: 'the notifications region' };
const TOAST_ITEM: Target = {
  css: '[role="region"] > ol > li',
  label: 'the notification (bottom right)',
};
const UNDO: Target = {
  css: `${TOAST_ITEM.css} button[data-radix-toast-announce-alt]`,
  label: 'the Undo button in the notification',
};
const closeButton = (m: Messages): Target => ({
  css: `${TOAST_ITEM.css} button[aria-label="${m['toast.close']}"]`,
  label: 'the close button (×) of the notification',
});

/**
 * On a phone or a tablet the view mode is always mobile: the switcher is shown but offers no
 * other choice, so no view-mode change (and no toast with Undo) can happen there.
 */
const changesViewMode = (project: Project) =>
  project.device.id === 'desktop' || project.device.id === 'narrow';
/** Pointer devices pause a toast by hovering it; on the others, the keyboard (F8, Tab) does. */
const pausesWithPointer = (project: Project) =>
  project.device.id === 'desktop' || project.device.id === 'phone';
/** A touch screen closes a toast with a swipe to the right; a desktop with its close button. */
const swipes = (project: Project) => project.device.hasTouch;

/** The view mode the page starts in: the stored one on the desktop, else auto (mobile devices: mobile). */
const startMode = (project: Project): ViewMode =>
  project.device.id === 'desktop' ? 'desktop' : project.device.hasTouch ? 'mobile' : 'auto';

/** The view mode before the step, and the mode each view-mode toast offers to go back to. */
function viewModeBefore(context: Context): { mode: ViewMode; undoTo: ViewMode | null } {
  let mode = startMode(context.project);
  let undoTo: ViewMode | null = null;
  for (const step of context.steps.slice(1, context.index))
    for (const event of step.events) {
      if (event.type === 'toast.show' && isViewModeToast(event.toast)) {
        undoTo = mode;
        mode = nextMode(mode);
      } else if (event.type === 'toast.actionTaken' && undoTo) {
        mode = undoTo;
        undoTo = null;
      } else if (event.type === 'toast.show') undoTo = null;
    }
  return { mode, undoTo };
}

/** The choice the visitor clicks in the switcher: mobile, or desktop when already mobile. */
const nextMode = (mode: ViewMode): ViewMode => (mode === 'mobile' ? 'desktop' : 'mobile');

/** What the toast shown in the step's state says (message keys), from the path so far. */
function shownTexts(context: Context): { title: MessageKey; description: MessageKey } {
  const shows = context.steps
    .slice(1, context.index + 1)
    .flatMap((step, offset) =>
      step.events.filter((event) => event.type === 'toast.show').map(() => offset + 1),
    );
  const last = shows.at(-1);
  if (last === undefined) throw new Error('no toast was shown on this path');
  const event = context.steps[last]!.events.find((candidate) => candidate.type === 'toast.show');
  if (event?.type !== 'toast.show' || !isViewModeToast(event.toast))
    return { title: 'toast.storage.title', description: 'toast.storage.description' };
  const { mode } = viewModeBefore({ ...context, index: last });
  return { title: 'toast.viewMode.title', description: `toast.viewMode.${nextMode(mode)}` };
}

const startsOn = (project: Project): Start<typeof toastMachine> => {
  const url = localizedPath(PAGES[0], project.language);
  // A desktop window in auto hides the switcher; with desktop stored it shows it.
  if (project.device.id === 'desktop')
    return {
      label: 'a wide desktop window, desktop view stored',
      url,
      stored: { [STORAGE_KEYS.viewMode]: 'desktop' },
      input: undefined,
    };
  return { label: 'nothing stored', url, stored: {}, input: undefined };
};

export const toastPaths: Spec = {
  name: 'toast',
  machine: toastMachine,
  starts: (project) => [startsOn(project)],
  events: (snapshot, project) => {
    const { toast, count } = snapshot.context;
    const events: ToastEvent[] = [];
    if (changesViewMode(project)) events.push({ type: 'toast.show', toast: VIEW_MODE_TOAST });
    // The app reports a refused write once per visit; the model has it as the visit's first toast.
    if (count === 0) events.push({ type: 'toast.show', toast: STORAGE_TOAST });
    events.push({ type: 'toast.pause' }, { type: 'toast.resume' });
    if (toast?.open) events.push({ type: 'toast.shown', id: toast.id });
    if (toast?.open) events.push({ type: 'toast.dismiss', id: toast.id });
    if (toast?.open && toast.action) events.push({ type: 'toast.actionTaken' });
    return events;
  },
  // The view puts a new toast on screen a render after it is added, before the visitor can act.
  filter: (snapshot, event) =>
    !snapshot.matches({ visible: 'arriving' }) || event.type === 'toast.shown',
  automatic: ['toast.shown'],
  // Toast ids count up; two toasts of the same kind in the same state look the same.
  serialize: (snapshot) => {
    const { toast, count } = snapshot.context;
    return JSON.stringify([snapshot.value, toast && [toast.title, toast.open], count > 0]);
  },
  unreachable: [
    {
      rule: 'on a phone or a tablet the view mode is always mobile: the switcher offers no other choice, so no toast with Undo appears',
      applies: (project) => !changesViewMode(project),
      items: ['toast.actionTaken'],
    },
  ],
  describe: (event: ToastEvent) => {
    switch (event.type) {
      case 'toast.show':
        return isViewModeToast(event.toast)
          ? 'change the view mode (toast with Undo)'
          : 'the browser refuses to save a preference (error toast)';
      case 'toast.shown':
        return 'the notification appears';
      case 'toast.pause':
        return 'hold the toast (pointer or focus on it)';
      case 'toast.resume':
        return 'let go of the toast';
      case 'toast.dismiss':
        return 'close the toast';
      case 'toast.actionTaken':
        return 'undo the view-mode change';
      default:
        // The delays: the plan says how long the visitor waits.
        return String((event as { type: string }).type).includes('toastDuration')
          ? 'the toast closes by itself'
          : 'the closed toast is removed';
    }
  },
  act: (context): Action[] => {
    const event = context.steps[context.index]!.events[0]!;
    const { project, messages: m } = context;
    switch (event.type) {
      case 'toast.show': {
        if (isViewModeToast(event.toast)) {
          return chooseViewMode(project, m, nextMode(viewModeBefore(context).mode));
        }
        return [
          {
            kind: 'refuseStorage',
            says: 'Make the browser refuse to save anything (as in private mode with storage full)',
          },
          {
            kind: 'click',
            target: TOGGLE,
            says: click(project, 'the language toggle at the top right'),
          },
        ];
      }
      case 'toast.pause': {
        // Held for longer than it would stay open: a paused toast does not close.
        const hold: Action = {
          kind: 'wait',
          ms: TOAST_MS,
          says: `Wait ${TOAST_MS / 1000} s: the notification stays open while held`,
        };
        return pausesWithPointer(project)
          ? [
              {
                kind: 'pointerEnter',
                target: TOAST_ITEM,
                says: 'Move the pointer over the notification',
              },
              hold,
            ]
          : [
              {
                kind: 'press',
                key: HOTKEY,
                says: `Press ${HOTKEY} to move the focus to the notifications`,
              },
              hold,
            ];
      }
      case 'toast.resume':
        return pausesWithPointer(project)
          ? [
              {
                kind: 'pointerLeave',
                target: TOAST_ITEM,
                says: 'Move the pointer away from the notification',
              },
            ]
          : [
              {
                kind: 'tabUntil',
                target: REGION,
                inside: false,
                shift: true,
                says: 'Press Shift+Tab until the focus has left the notifications',
              },
            ];
      case 'toast.dismiss':
        return swipes(project)
          ? [
              {
                kind: 'swipe',
                target: TOAST_ITEM,
                dx: SWIPE_PX + 30,
                says: `Swipe the notification ${SWIPE_PX + 30} px to the right`,
              },
            ]
          : [
              {
                kind: 'click',
                target: closeButton(m),
                says: click(project, closeButton(m).label),
              },
            ];
      case 'toast.actionTaken':
        return [{ kind: 'click', target: UNDO, says: click(project, UNDO.label) }];
      case 'toast.shown':
        // The app's own event, in the step of the toast.show before it: nothing to do.
        return [];
    }
  },
  urlAfter: (context) => {
    const event = context.steps[context.index]!.events[0]!;
    // The storage failure comes from switching the language: the page is its twin.
    if (event.type === 'toast.show' && !isViewModeToast(event.toast))
      return twinPath(context.currentUrl, otherLanguage(languageOfPath(context.currentUrl)));
    return context.currentUrl;
  },
  expect: (context): Check[] => {
    const { state } = context.steps[context.index]!;
    const m = dictionaries[languageOfPath(context.currentUrl)];
    const region = m['toast.region'].replace('{hotkey}', HOTKEY);
    const checks: Check[] = [
      ...readingDirectionChecks(context.currentUrl),
      {
        kind: 'attribute',
        target: REGION,
        name: 'aria-label',
        value: region,
        says: namedForScreenReaders('the notifications region', region),
      },
    ];
    const toast = state.context.toast;
    if (!state.matches('visible') || !toast)
      return [
        ...checks,
        {
          kind: 'count',
          target: TOAST_ITEM,
          count: 0,
          says: state.matches('dismissed')
            ? 'The notification has closed: none is shown'
            : 'No notification is shown',
        },
      ];
    const { title, description } = shownTexts(context);
    const destructive = toast.variant === 'destructive';
    return [
      ...checks,
      {
        kind: 'count',
        target: TOAST_ITEM,
        count: 1,
        says: 'One notification is shown (never more than one)',
      },
      {
        kind: 'attribute',
        target: TOAST_ITEM,
        name: 'data-state',
        value: 'open',
        says: 'The notification is open',
      },
      {
        kind: 'attribute',
        target: TOAST_ITEM,
        name: 'data-variant',
        value: toast.variant,
        says: destructive
          ? 'The notification is shown as an error (red)'
          : 'The notification is shown as a plain message',
      },
      {
        kind: 'text',
        target: TOAST_ITEM,
        text: m[title],
        says: `The notification's title reads "${m[title]}"`,
      },
      {
        kind: 'text',
        target: TOAST_ITEM,
        text: m[description],
        says: `The notification says "${m[description]}"`,
      },
      {
        kind: 'count',
        target: closeButton(m),
        count: 1,
        says: `The notification has a close button named "${m['toast.close']}"`,
      },
      ...(toast.action
        ? ([
            {
              kind: 'name',
              target: UNDO,
              name: m['toast.viewMode.undo'],
              says: `The notification has a button "${m['toast.viewMode.undo']}"`,
            },
          ] satisfies Check[])
        : ([
            {
              kind: 'count',
              target: UNDO,
              count: 0,
              says: 'The notification has no Undo button',
            },
          ] satisfies Check[])),
    ];
  },
};
