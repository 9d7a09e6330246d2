import neostandard from 'neostandard'

// Lua lives in .lua files, loaded by protocol's luaScript (docs/adr/022-lua-scripts-as-files.md): a string or
// template literal that calls Redis from Lua is an error anywhere in the TypeScript.
const LUA_IN_TYPESCRIPT = 'Lua belongs in a .lua file loaded by luaScript (ADR 022), not in a TypeScript string.'

export default [
  ...neostandard({ ts: true, ignores: ['**/dist/**', '**/node_modules/**', 'bench/results/**', 'coverage/**', 'packages/client/src/openapi.ts'] }),
  {
    files: ['**/*.ts', '**/*.js', '**/*.mjs'],
    rules: {
      'no-restricted-syntax': ['error',
        { selector: 'TemplateElement[value.raw=/redis\\.p?call\\s*\\(/]', message: LUA_IN_TYPESCRIPT },
        { selector: 'Literal[value=/redis\\.p?call\\s*\\(/]', message: LUA_IN_TYPESCRIPT }
      ]
    }
  },
  {
    // Layering (ADR 024): routes/ depend on the api's data layer, never the other way; only app.ts registers them.
    files: ['apps/api/src/*.ts'],
    ignores: ['apps/api/src/app.ts'],
    rules: {
      'no-restricted-imports': ['error', {
        patterns: [{ group: ['./routes/*'], message: 'The data layer must not depend on routes/: put shared shapes in responses.ts (ADR 024).' }]
      }]
    }
  }
]
