/**
 * A click that follows a link in this tab: the main button, no modifier (a modifier opens a new
 * tab or window, or downloads). A DOM event or React's.
 */
export const isPlainClick = (
  event: Pick<MouseEvent, 'button' | 'metaKey' | 'ctrlKey' | 'shiftKey' | 'altKey'>,
): boolean =>
  event.button === 0 && !(event.metaKey || event.ctrlKey || event.shiftKey || event.altKey);
