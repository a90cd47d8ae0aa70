import { CONTROL_CHARACTER_MESSAGE, controlCharacterPath } from '@fortuna/contracts/plain-text';
import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { AppError } from './app-error';

type ZodCompiler = typeof validatorCompiler;

/**
 * The zod validator of every route, first refusing a control character (a NUL byte, an escape code)
 * in any string of the body, query or path, whatever the route's schema says: such text is never a
 * person's input, and PostgreSQL cannot store NUL (it answered 500). Runs after decryption, as the
 * schema does. Headers are left to the route.
 */
export const plainTextValidatorCompiler: ZodCompiler = ((routeSchema) => {
  const validate = validatorCompiler(routeSchema);
  if (routeSchema.httpPart === 'headers') return validate;
  return (data: unknown) => {
    const path = controlCharacterPath(data);
    if (path === null) return validate(data);
    const message = path ? `${path}: ${CONTROL_CHARACTER_MESSAGE}` : CONTROL_CHARACTER_MESSAGE;
    return { error: new AppError('VALIDATION_FAILED', message) };
  };
}) satisfies FastifySchemaCompiler<Parameters<ZodCompiler>[0]['schema']>;
