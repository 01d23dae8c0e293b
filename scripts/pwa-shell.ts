// A Vite build plugin that splits the build in two for the service worker
// (src/sw.ts): the shell, precached on a guest's first visit, and the games,
// cached at run time when a game is first opened. Precaching everything cost a
// guest about 700 kB brotli on the first visit (Phaser, howler, firebase, every
// game's art), five times the page they came for.
//
// The shell is what the entry reaches by static imports, and by dynamic
// imports that do not cross into a game: a lazy screen is shell (it opens
// offline), the chunk behind a game's lazy Stage or scene module (src/game,
// engine/, Phaser, howler, Pixi) is not, nor is Firebase's push code or the
// operator console. Game art and sounds (assets/games/) are never shell.
import type { Plugin } from 'vite';

/** Where a dynamic import crosses from the shell into what only a game (or push, or the console) needs. */
const GAME_SIDE = /\/(?:engine|src\/game|src\/console)\/|\/src\/push\/device\.ts$|\/node_modules\/(?:phaser|howler|pixi\.js|@pixi|@firebase)\//;
const GAME_ART = /(?:^|\/)assets\/games\//;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  dynamicImports: string[];
  viteMetadata?: { importedCss: Set<string>; importedAssets: Set<string> };
}
interface AssetLike {
  type: 'asset';
  fileName: string;
  originalFileNames?: string[];
}

export interface PwaShell {
  plugin: Plugin;
  /** Whether a precache manifest URL (relative to the build root) is left to run-time caching. */
  isRuntimeOnly(url: string): boolean;
}

export function pwaShell(): PwaShell {
  const runtimeOnly = new Set<string>();
  return {
    isRuntimeOnly: (url) => runtimeOnly.has(url),
    plugin: {
      name: 'vip-pwa-shell',
      apply: 'build',
      generateBundle(_options, bundle) {
        runtimeOnly.clear();
        const chunks = new Map<string, ChunkLike>();
        for (const out of Object.values(bundle)) if (out.type === 'chunk') chunks.set(out.fileName, out as unknown as ChunkLike);
        const shell = new Set<string>();
        const visit = (fileName: string) => {
          const chunk = chunks.get(fileName);
          if (!chunk || shell.has(fileName)) return;
          shell.add(fileName);
          for (const css of chunk.viteMetadata?.importedCss ?? []) shell.add(css);
          for (const asset of chunk.viteMetadata?.importedAssets ?? []) shell.add(asset);
          chunk.imports.forEach(visit);
          for (const target of chunk.dynamicImports) {
            if (!GAME_SIDE.test(chunks.get(target)?.facadeModuleId ?? '')) visit(target);
          }
        };
        for (const chunk of chunks.values()) if (chunk.isEntry) visit(chunk.fileName);
        for (const out of Object.values(bundle)) {
          const isArt = out.type === 'asset' && ((out as unknown as AssetLike).originalFileNames ?? []).some((f) => GAME_ART.test(f));
          if (isArt) runtimeOnly.add(out.fileName);
          else if (out.type === 'chunk' && !shell.has(out.fileName)) {
            runtimeOnly.add(out.fileName);
            for (const css of (out as unknown as ChunkLike).viteMetadata?.importedCss ?? []) if (!shell.has(css)) runtimeOnly.add(css);
          }
        }
      },
    },
  };
}
