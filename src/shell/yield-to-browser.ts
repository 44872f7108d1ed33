/**
 * The app's chunk evaluates as one task, unless one of its modules awaits: then what the chunk
 * evaluates after this module waits for a task of its own. `steps.ts` imports this module first,
 * so the bundler places it after the modules the chunk shares with the pages' chunks (XState,
 * Emotion, the router, the view-mode and navigation machines) and before start-up's own (the
 * app's other machines, its actors and the chrome). On a slow phone each half is short enough
 * not to count as blocking time, and the whole was not (decision 041).
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
