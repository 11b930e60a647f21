/**
 * Imported by src/main.tsx between the libraries and the portal's own modules: the bundle's
 * evaluation waits here for the browser's next task, so a slow phone runs the shell in two shorter
 * tasks instead of one long one (the longest of a cold load: it alone was most of the blocking time).
 */
await new Promise((resolve) => setTimeout(resolve, 0));

export {};
