import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types from the contract's SDL for every GraphQL document of the back-office and for the server's
 * resolvers (`npm run codegen`; `npm test` fails when the generated files are not what the SDL and
 * the documents give). A field renamed in `contract/*.graphql` no longer type-checks where a
 * document, its result or a resolver uses it.
 */
const config: CodegenConfig = {
  schema: 'contract/*.graphql',
  documents: ['src/**/*.{ts,tsx}', '!src/gql/**', '!src/**/*.test.{ts,tsx}'],
  generates: {
    'src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        // Documents as strings (Apollo parses them once): the bundle carries no syntax trees.
        documentMode: 'string',
        enumsAsTypes: true,
        useTypeImports: true,
        skipTypename: true,
        avoidOptionals: { field: true, inputValue: false, object: true, defaultValue: false },
      },
    },
    // The server's resolvers are checked against the same SDL (`satisfies Resolvers`).
    'server/src/graphql/schema.generated.ts': {
      plugins: ['typescript', 'typescript-resolvers'],
      config: {
        contextType: './context.js#GraphqlContext',
        useTypeImports: true,
        enumsAsTypes: true,
        // Resolvers may answer before every field is there: nested resolvers fill the rest.
        defaultMapper: 'Partial<{T}>',
        resolverTypeWrapperSignature: 'T | Promise<T>',
        noSchemaStitching: true,
      },
    },
  },
};

export default config;
