import { installChunkReload } from "./chunk-reload";

// Imported first by main.tsx: a stale chunk after a deploy reloads the page once (chunk-reload.ts).
installChunkReload();
