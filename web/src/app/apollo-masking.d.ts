import type { GraphQLCodegenDataMasking } from '@apollo/client/masking';

// Apollo Client masks fragment data at run time; these types make the generated ones agree.
declare module '@apollo/client' {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type
  export interface TypeOverrides extends GraphQLCodegenDataMasking.TypeOverrides {}
}
