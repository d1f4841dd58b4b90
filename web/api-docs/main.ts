// The REST reference at /api/docs: Swagger UI reading the server's own OpenAPI document. A
// build of its own (vite.config.ts here), so none of it reaches the app's pages.
import SwaggerUI from 'swagger-ui-dist/swagger-ui-es-bundle.js';
import 'swagger-ui-dist/swagger-ui.css';
import './api-docs.css';

SwaggerUI({
  url: '/api/openapi.json',
  dom_id: '#api-reference',
  // Swagger UI would otherwise send the document to its public validator for a badge.
  validatorUrl: null,
  // Deep links put a link inside each route's button (axe: nested-interactive).
  deepLinking: false,
  // The highlighter's colours fall below WCAG AA contrast on its dark background.
  syntaxHighlight: { activated: false },
  // The three groups closed (traveller, shop owner, admin): a short page to start from on a
  // phone, and a fifth of the elements to lay out. A route's description carries its stored
  // GraphQL operation, shown when the route is opened.
  docExpansion: 'none',
  defaultModelsExpandDepth: -1,
  displayOperationId: false,
});
