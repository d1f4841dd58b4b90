import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';

interface Operation {
  path: string;
  pattern: RegExp;
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
}

interface OpenApiDocument {
  paths: Record<string, Record<string, Omit<Operation, 'path' | 'pattern'>>>;
  components: { schemas: Record<string, unknown> };
}

/** `/api/bike-name/{brandId}/list` -> a pattern of the request paths it names. */
function pathPattern(template: string): RegExp {
  const escaped = template.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
  return new RegExp(`^${escaped.replace(/\{[^}]+\}/g, '[^/]+')}$`);
}

/**
 * The OpenAPI document as a contract (issue 10): every REST answer a test receives must have
 * a status the document gives for its operation, and a body that its schema for that status
 * accepts, with ajv and the document's own schemas. A breach fails the test that received it.
 */
export class OpenApiContract {
  private readonly operations = new Map<string, Operation[]>();
  private readonly ajv = new Ajv2020({ strict: false, allErrors: true });
  private readonly validators = new Map<string, ValidateFunction>();
  /** How many answers were checked: a test can see the check ran. */
  checked = 0;

  constructor(document: OpenApiDocument) {
    addFormats(this.ajv);
    // The document itself, so that `#/components/schemas/...` resolves from any schema.
    this.ajv.addSchema({ $id: 'openapi', components: document.components }, 'openapi');
    for (const [path, methods] of Object.entries(document.paths))
      for (const [method, operation] of Object.entries(methods)) {
        const list = this.operations.get(method) ?? [];
        list.push({ ...operation, path, pattern: pathPattern(path) });
        this.operations.set(method, list);
      }
  }

  /** Throws when the answer breaks the document; answers to paths it does not name pass. */
  check(method: string, url: string, response: LightMyRequestResponse): void {
    const path = url.split('?')[0];
    if (!path.startsWith('/api/') || path === '/api/openapi.json') return;
    const operation = this.operations.get(method.toLowerCase())?.find((o) => o.pattern.test(path));
    if (!operation) return;
    this.checked += 1;
    const where = `${method.toUpperCase()} ${path} (${operation.path})`;
    const status = String(response.statusCode);
    const documented = operation.responses[status] ?? operation.responses.default;
    if (!documented)
      throw new Error(
        `OpenAPI contract: ${where} answered ${status}, which the document does not give ` +
          `(it gives ${Object.keys(operation.responses).join(', ')}): ${response.body.slice(0, 300)}`,
      );
    const schema = documented.content?.['application/json']?.schema;
    if (!schema) return;
    const key = `${method} ${operation.path} ${status}`;
    let validate = this.validators.get(key);
    if (!validate) {
      validate = this.ajv.compile(rebase(schema) as object);
      this.validators.set(key, validate);
    }
    let body: unknown;
    try {
      body = JSON.parse(response.body);
    } catch {
      throw new Error(
        `OpenAPI contract: ${where} answered ${status} without JSON: ${response.body.slice(0, 200)}`,
      );
    }
    if (!validate(body))
      throw new Error(
        `OpenAPI contract: ${where} answered ${status} with a body its schema refuses: ` +
          `${this.ajv.errorsText(validate.errors)}\n${response.body.slice(0, 500)}`,
      );
  }
}

/** The document's local references (`#/components/...`) point into the schema added as `openapi`. */
function rebase(schema: unknown): unknown {
  return JSON.parse(
    JSON.stringify(schema).replace(/"\$ref":"#\/components\//g, '"$ref":"openapi#/components/'),
  );
}

/** The test app's `inject`, checking every answer against the contract before the test sees it. */
export function checkedInject<
  T extends { inject: (options: InjectOptions | string) => Promise<LightMyRequestResponse> },
>(fastify: T, contract: OpenApiContract): void {
  const inject = fastify.inject.bind(fastify);
  fastify.inject = (async (options: InjectOptions | string) => {
    const response = await inject(options);
    const { method = 'GET', url = '' } =
      typeof options === 'string'
        ? { url: options }
        : { method: options.method, url: String(options.url ?? options.path ?? '') };
    contract.check(String(method), url, response);
    return response;
  }) as T['inject'];
}
