import type { FastifyInstance } from 'fastify';

export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** A JSON schema as the OpenAPI document carries it (only the parts the tests read). */
export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  anyOf?: JsonSchema[];
  items?: JsonSchema;
}

export interface Operation {
  method: Method;
  /** The OpenAPI path, `{id}` for a parameter: the key of the authorization table. */
  path: string;
  pathParams: { name: string; schema: JsonSchema }[];
  query: { name: string; schema: JsonSchema; required: boolean }[];
  body: JsonSchema | undefined;
}

interface OpenApiParameter {
  in: string;
  name: string;
  required?: boolean;
  schema?: JsonSchema;
}
interface OpenApiOperation {
  parameters?: OpenApiParameter[];
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
}

/** Every operation of the server's OpenAPI document, in document order. */
export function operationsOf(app: FastifyInstance): Operation[] {
  const doc = app.swagger() as { paths: Record<string, Record<string, OpenApiOperation>> };
  const operations: Operation[] = [];
  for (const [path, byMethod] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(byMethod)) {
      const parameters = operation.parameters ?? [];
      const content = operation.requestBody?.content ?? {};
      operations.push({
        method: method.toUpperCase() as Method,
        path,
        pathParams: parameters.filter((p) => p.in === 'path').map((p) => ({ name: p.name, schema: p.schema ?? {} })),
        query: parameters
          .filter((p) => p.in === 'query')
          .map((p) => ({ name: p.name, schema: p.schema ?? {}, required: p.required === true })),
        body: Object.values(content)[0]?.schema,
      });
    }
  }
  return operations;
}

export const operationKey = (operation: { method: string; path: string }) => `${operation.method} ${operation.path}`;

/** A value of the parameter's type that names nothing that exists. */
function placeholder(schema: JsonSchema): string {
  if (schema.enum?.length) return String(schema.enum[0]);
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  return type === 'integer' || type === 'number' ? '987654' : 'nothing987654';
}

/** The URL of `operation` with `values` (or placeholders naming nothing) in its path. */
export function urlOf(operation: Operation, values: Record<string, string> = {}): string {
  let url = operation.path;
  for (const { name, schema } of operation.pathParams) {
    url = url.replace(`{${name}}`, encodeURIComponent(values[name] ?? placeholder(schema)));
  }
  return url;
}
