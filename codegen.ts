import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed documents for the web app from the committed SDL, offline. Apollo Client masks
 * fragment data at run time (`dataMasking: true`), so codegen emits masked types that match:
 * a component sees only what its own fragment selects, unmasked with Apollo's `useFragment`.
 */
const config: CodegenConfig = {
  schema: 'schema/schema.graphql',
  documents: ['web/src/**/*.{ts,tsx}', '!web/src/gql/**'],
  ignoreNoDocuments: false,
  generates: {
    'web/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        defaultScalarType: 'unknown',
        nonOptionalTypename: true,
        skipTypeNameForRoot: true,
        avoidOptionals: { field: true, inputValue: false },
        customDirectives: { apolloUnmask: true },
        inlineFragmentTypes: 'mask',
      },
    },
  },
};

export default config;
