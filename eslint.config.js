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
    // A function that holds a whole app hides its steps: compose named steps instead.
    files: ['apps/*/src/**/*.ts', 'packages/*/src/**/*.ts'],
    rules: {
      'max-lines-per-function': ['error', { max: 150 }]
    }
  }
]
