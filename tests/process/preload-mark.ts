/** Loaded by `run-bundled.mjs --import` in run-bundled.test.ts: marks that it ran before the entry. */
(globalThis as { preloaded?: boolean }).preloaded = true;
