import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Types for every GraphQL document of the back-office, from the contract's SDL (`npm run codegen`;
 * `npm test` fails when src/gql is not what the SDL and the documents give). A field renamed in
 * `contract/*.graphql` no longer type-checks where a document or its result uses it.
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
  },
};

export default config;
