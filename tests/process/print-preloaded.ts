/** The entry of run-bundled.test.ts: says whether a preload ran first, and the arguments it got. */
const preloaded = (globalThis as { preloaded?: boolean }).preloaded === true;
console.log(JSON.stringify({ preloaded, args: process.argv.slice(2) }));
