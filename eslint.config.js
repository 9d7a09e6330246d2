import neostandard from 'neostandard'

// Lua lives in .lua files, loaded by protocol's luaScript (docs/adr/022-lua-scripts-as-files.md): a string or
// template literal that calls Redis from Lua is an error anywhere in the TypeScript.
const LUA_IN_TYPESCRIPT = 'Lua belongs in a .lua file loaded by luaScript (ADR 022), not in a TypeScript string.'

// The api's floors, top down (apps/api/README.md): a file imports only from the floors below its own, never from
// a folder beside it, so no import runs up and none closes a circle.
const API_FLOORS = [
  ['main.ts', 'cli'], ['server.ts'], ['app.ts'], ['ops', 'jobs', 'signed', 'ledger'], ['intake', 'webhooks'], ['access'],
  ['http', 'config.ts', 'redis.ts', 'tracing.ts']
]

function apiLayering () {
  const specifier = (part) => part.endsWith('.ts') ? `${part.slice(0, -3)}\\.js$` : `${part}/`
  return API_FLOORS.flatMap((floor, level) => floor.map((part) => {
    const above = [...API_FLOORS.slice(0, level).flat(), ...floor.filter((other) => other !== part)]
    if (above.length === 0) return undefined
    return {
      files: [part.endsWith('.ts') ? `apps/api/src/${part}` : `apps/api/src/${part}/**/*.ts`],
      rules: {
        'no-restricted-imports': ['error', {
          patterns: [{
            regex: `^(\\./|(\\.\\./)+)(${above.map(specifier).join('|')})`,
            message: `${part} imports only from the floors below its own (apps/api/README.md): have what it needs passed in from above, or move that down.`
          }]
        }]
      }
    }
  })).filter((block) => block !== undefined)
}

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
  },
  ...apiLayering()
]
