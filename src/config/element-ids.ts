/** Ids of chrome elements that machines' effects find (focus, a press outside). */
export const VIEW_MODE_SWITCHER_ID = 'view-mode-switcher';
export const SWITCHER_BUTTON_ID = 'view-mode-switcher-button';
