declare module 'swagger-ui-dist/swagger-ui-es-bundle.js' {
  /** The options this page passes; Swagger UI takes many more. */
  interface SwaggerUIOptions {
    url: string;
    dom_id: string;
    validatorUrl: string | null;
    deepLinking?: boolean;
    syntaxHighlight?: { activated: boolean };
    docExpansion?: 'list' | 'full' | 'none';
    defaultModelsExpandDepth?: number;
    displayOperationId?: boolean;
  }
  export default function SwaggerUI(options: SwaggerUIOptions): unknown;
}
