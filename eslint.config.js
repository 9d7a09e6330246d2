import neostandard from 'neostandard'

export default [
  ...neostandard({ ts: true, ignores: ['**/dist/**', '**/node_modules/**', 'bench/results/**', 'coverage/**', 'packages/client/src/openapi.ts'] }),
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
