// The import fences that depend on where a file and its import sit in the
// tree, so they are checked on resolved paths rather than on the import text
// (a relative '../console/x' names no 'src/console'). Package-level fences
// (no React in the engine, no server in the client) stay no-restricted-imports
// in eslint.config.js. Proven by tests/unit/lintFence.test.ts.
import path from 'node:path';

/** The game a repo path belongs to: engine/games/<g>/… or src/game/<g>/… (a file directly in src/game is shared chrome). */
function gameOf(rel) {
  const m = /^(?:engine\/games|src\/game)\/([^/]+)\/./.exec(rel);
  return m ? m[1] : null;
}

const withoutExtension = (rel) => rel.replace(/\.(?:[cm]?[jt]sx?)$/, '');
const isTestFile = (rel) => /\.test\.[jt]sx?$/.test(rel);

/** Only a game's types.ts is Phaser-free; anything else of a game is its scene code. */
const isGameScene = (rel) => rel.startsWith('engine/games/') && !/^engine\/games\/[^/]+\/types$/.test(withoutExtension(rel));

/** @type {import('eslint').Rule.RuleModule} */
export const importFence = {
  meta: {
    type: 'problem',
    docs: { description: 'Games stay apart; the player chrome keeps Phaser and the console out of its static imports' },
    schema: [{ type: 'object', properties: { root: { type: 'string' } }, required: ['root'], additionalProperties: false }],
    messages: {
      crossGame: "Game '{{from}}' imports game '{{to}}': games never import each other (shared code goes in engine/core or src/game/*.ts).",
      scene:
        "The chrome imports a game's scene code statically: only engine/games/<game>/types.ts is Phaser-free; load the rest with import().",
      sceneBase: 'The chrome imports engine/core/sceneBase.ts, which pulls Phaser into its bundle.',
      console: 'Player code imports the operator console: it is only reached through the lazy route in src/app/App.tsx.',
    },
  },
  create(context) {
    const { root } = context.options[0];
    const fileRel = path.relative(root, context.filename).split(path.sep).join('/');
    const fileGame = gameOf(fileRel);
    // What ships to players: the chrome outside the console, tests aside.
    const playerChrome = fileRel.startsWith('src/') && !fileRel.startsWith('src/console/') && !isTestFile(fileRel);

    function check(node, source, { dynamic, typeOnly }) {
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = path
        .relative(root, path.resolve(path.dirname(context.filename), source))
        .split(path.sep)
        .join('/');
      const targetGame = gameOf(target);
      if (fileGame && targetGame && fileGame !== targetGame) {
        context.report({ node, messageId: 'crossGame', data: { from: fileGame, to: targetGame } });
        return;
      }
      // Types are erased from the bundle (verbatimModuleSyntax); import() is a chunk of its own.
      if (!playerChrome || dynamic || typeOnly) return;
      if (isGameScene(target)) context.report({ node, messageId: 'scene' });
      else if (withoutExtension(target) === 'engine/core/sceneBase') context.report({ node, messageId: 'sceneBase' });
      else if (target.startsWith('src/console/') || target === 'src/console') context.report({ node, messageId: 'console' });
    }

    // Only `import type` is erased: under verbatimModuleSyntax `import { type A }` still loads the module.
    return {
      ImportDeclaration: (node) => check(node, node.source.value, { dynamic: false, typeOnly: node.importKind === 'type' }),
      ExportNamedDeclaration: (node) =>
        node.source && check(node, node.source.value, { dynamic: false, typeOnly: node.exportKind === 'type' }),
      ExportAllDeclaration: (node) => check(node, node.source.value, { dynamic: false, typeOnly: node.exportKind === 'type' }),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value, { dynamic: true, typeOnly: false }),
    };
  },
};
