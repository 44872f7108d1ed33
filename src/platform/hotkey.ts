/**
 * Calls `handler` whenever a key press completes `hotkey`, matched as Radix's toast viewport
 * matches its own: a modifier by its event flag (`altKey`), any other key by its code (`F8`).
 * Returns the function that stops listening.
 */
export function onHotkey(hotkey: readonly string[], handler: () => void): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    const pressed = hotkey.every(
      (key) => event[key as keyof KeyboardEvent] === true || event.code === key,
    );
    if (hotkey.length > 0 && pressed) handler();
  };
  document.addEventListener('keydown', onKeyDown);
  return () => document.removeEventListener('keydown', onKeyDown);
}
