// A Vite build plugin that splits the build in two for the service worker
// (src/sw.ts): the shell, precached on a guest's first visit, and the games,
// cached at run time when a game is first opened. Precaching everything cost a
// guest about 700 kB brotli on the first visit (Phaser, howler, firebase, every
// game's art), five times the page they came for.
//
// The shell is what the entry reaches by static imports, and by dynamic
// imports that do not cross into a game: a lazy screen is shell (it opens
// offline), the chunk behind a game's lazy Stage or scene module (src/game,
// engine/, Phaser, howler, Pixi) is not, nor is Firebase's push code, the
// operator console or the QA gallery (/qa, which players never open). Game
// art and sounds (assets/games/) are never shell.
//
// The same graph gives each game-side module's files (its chunk, what that
// imports, their CSS) in game-files.json, which src/game/warm.ts reads to
// prefetch a game's code without running it.
import { relative } from 'node:path';
import type { Plugin } from 'vite';

/** The build's game-files.json: a game-side module (path from the project root) to the files it loads, shell files left out. */
export const GAME_FILES = 'game-files.json';

/**
 * Where a dynamic import crosses from the shell into what only a game (or
 * push, the console, QA, the celebration's chime) needs, or into a screen
 * that only shows what the server answers (fairness, limits, a wheel's
 * terms, the /event calendar of the quiz week, lucky egg's sessions and the
 * promotions): offline it would have nothing to show, so it is cached when
 * first opened rather than with the shell.
 */
const GAME_SIDE =
  /\/(?:engine|src\/game|src\/console|src\/screens\/qa-gallery|src\/screens\/setting\/(?:fairness|limits)|src\/screens\/event)\/|\/src\/screens\/games\/SpinTermsScreen\.tsx$|\/src\/push\/device\.ts$|\/src\/screens\/vip\/celebration\/chime\.ts$|\/node_modules\/(?:phaser|howler|pixi\.js|@pixi|@?firebase)\//;
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
  let root = '';
  return {
    isRuntimeOnly: (url) => runtimeOnly.has(url),
    plugin: {
      name: 'vip-pwa-shell',
      apply: 'build',
      configResolved(config) {
        root = config.root;
      },
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
        this.emitFile({ type: 'asset', fileName: GAME_FILES, source: JSON.stringify(gameFiles(chunks, shell, root)) });
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

/** Each game-side module a dynamic import reaches, with the files it needs that the shell has not loaded. */
function gameFiles(chunks: ReadonlyMap<string, ChunkLike>, shell: ReadonlySet<string>, root: string): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const chunk of chunks.values()) {
    if (shell.has(chunk.fileName) || !chunk.facadeModuleId || !GAME_SIDE.test(chunk.facadeModuleId)) continue;
    const files = new Set<string>();
    const add = (fileName: string) => {
      const c = chunks.get(fileName);
      if (!c || shell.has(fileName) || files.has(fileName)) return;
      files.add(fileName);
      for (const css of c.viteMetadata?.importedCss ?? []) if (!shell.has(css)) files.add(css);
      c.imports.forEach(add);
    };
    add(chunk.fileName);
    out[relative(root, chunk.facadeModuleId)] = [...files];
  }
  return out;
}
