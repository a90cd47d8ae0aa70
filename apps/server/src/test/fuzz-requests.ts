import fc from 'fast-check';
import type { JsonSchema, Operation } from './openapi-operations';

/** C0 control characters, NUL and DEL among them. */
const control = fc.string({ unit: fc.integer({ min: 0, max: 0x1f }).map((code) => String.fromCharCode(code)) });

/** Text no form sends: control characters, odd unicode (RTL, zero-width, lone surrogates, emoji), very long text. */
export const nastyText: fc.Arbitrary<string> = fc.oneof(
  control,
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom('\u202e\u200b', '\ud800', '\udfff', '𝔘𝔫𝔦', '💸🎰', 'Ｏ０', '\ufeff', 'ǅ'),
  fc.constantFrom('', ' ', '-1', '1e309', 'NaN', 'Infinity', '0x10', '9'.repeat(40), '1.5', 'null', 'true'),
  fc.constantFrom('../../etc/passwd', "' or 1=1 --", '<script>', '%00', '{{x}}', '__proto__', 'constructor'),
  fc.string({ minLength: 300, maxLength: 5000 }),
);

/** Any JSON value of a wrong kind: numbers at the edges, nested arrays and objects, text as above. */
export const nastyValue: fc.Arbitrary<unknown> = fc.oneof(
  nastyText,
  fc.constantFrom(-1, 0, -0.5, 1.5, 2 ** 53 + 2, -(2 ** 63), 1e308, Number.MAX_SAFE_INTEGER, true, false, null),
  fc.integer(),
  fc.double({ noNaN: true }),
  fc.array(fc.oneof(fc.integer(), nastyText), { maxLength: 4 }),
  fc.dictionary(nastyText, fc.oneof(fc.integer(), nastyText), { maxKeys: 3 }),
);

/** An object shaped like the schema (some fields left out, the others wrong), sometimes with `__proto__`. */
function shapedBody(schema: JsonSchema | undefined): fc.Arbitrary<string> {
  const names = Object.keys(schema?.properties ?? {});
  const fields = fc.record(Object.fromEntries(names.map((name) => [name, nastyValue])), { requiredKeys: [] });
  return fc.tuple(fields, fc.boolean()).map(([object, poisoned]) => {
    const text = JSON.stringify(object);
    // JSON.stringify drops a `__proto__` key; a client can still send one.
    return poisoned ? `{"__proto__":{"isAdmin":true,"roles":["admin"]},${text.slice(1)}`.replace(',}', '}') : text;
  });
}

/** A body: shaped like the schema, any other JSON, or text that is no JSON at all. */
export function bodyFor(operation: Operation): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 4, arbitrary: shapedBody(operation.body) },
    { weight: 1, arbitrary: nastyValue.map((value) => JSON.stringify(value) ?? 'null') },
    { weight: 1, arbitrary: fc.constantFrom('{', '{"a":', '[1,', '\u0000', '{"constructor":{"prototype":{"x":1}}}') },
  );
}

/** A query with the operation's parameters (some left out) and stray ones, all wrong. */
export function queryFor(operation: Operation): fc.Arbitrary<string> {
  const names = [...operation.query.map((parameter) => parameter.name), '__proto__', 'pageSize'];
  return fc
    .record(Object.fromEntries(names.map((name) => [name, nastyText])), { requiredKeys: [] })
    .map((values) => new URLSearchParams(values as Record<string, string>).toString());
}

const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** Path values: wrong text, or numbers at the edges (ids that name nothing, or someone else's). */
const pathValue = fc.oneof(
  nastyText.map((text) => text.replace(LONE_SURROGATE, '\ufffd')).filter((text) => text.length > 0),
  fc.integer({ min: -5, max: 50 }).map(String),
  fc.constantFrom('0', '-1', '2147483648', '9223372036854775808', '99999999999999999999', '1.5', '1e3'),
);

/** Values for the operation's path parameters (well-formed unicode: a URL cannot carry a lone surrogate). */
export function pathValuesFor(operation: Operation): fc.Arbitrary<Record<string, string>> {
  return fc.record(Object.fromEntries(operation.pathParams.map(({ name }) => [name, pathValue])));
}
