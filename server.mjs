/**
 * `npm start` / `node server.mjs`: the production server. Plain JavaScript that any Node parses, so a
 * Node too old for the server's TypeScript stops here with one line naming the required version
 * (scripts/require-node.mjs) instead of answering every page with 500. The server itself is the typed
 * folder web/server/ (main.ts composes it; docs/architecture.md, "The server").
 */
import './scripts/require-node.mjs'

await import('./web/server/main.ts')
