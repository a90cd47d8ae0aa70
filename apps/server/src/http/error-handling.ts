import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import { fail } from '@fortuna/contracts/envelope';
import { ERRORS, type ErrorCode } from '@fortuna/contracts/errors';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors, isResponseSerializationError } from 'fastify-type-provider-zod';
import { databaseErrorCode } from '../db/raw';
import { AppError } from './app-error';
import { SeamlessError } from './seamless-error';

/** Fastify's own error codes for bad input, mapped to ours. */
const FASTIFY_INPUT_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'MALFORMED_BODY',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'UNSUPPORTED_MEDIA_TYPE',
  FST_ERR_CTP_BODY_TOO_LARGE: 'PAYLOAD_TOO_LARGE',
  FST_ERR_VALIDATION: 'VALIDATION_FAILED',
};

/** PostgreSQL's numeric_value_out_of_range. */
const NUMBER_OUT_OF_RANGE = '22003';

function send(reply: FastifyReply, code: ErrorCode, message: string, value: unknown = null) {
  return reply.status(ERRORS[code].status).send({ ...fail(code, message), value });
}

function describeValidation(error: FastifyError): string {
  if (!hasZodFastifySchemaValidationErrors(error)) return ERRORS.VALIDATION_FAILED.message;
  const first = error.validation[0];
  if (!first) return ERRORS.VALIDATION_FAILED.message;
  const field = first.instancePath.replace(/^\//, '').replaceAll('/', '.');
  return field ? `${field}: ${first.message}` : (first.message ?? ERRORS.VALIDATION_FAILED.message);
}

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

/** An envelope of a failure and its HTTP status. */
export interface ErrorAnswer {
  status: number;
  body: { success: boolean; value: unknown; message: string; code: string };
}

function answer(code: ErrorCode, message: string, value: unknown = null): ErrorAnswer {
  return { status: ERRORS[code].status, body: { ...fail(code, message), value } };
}

/**
 * The envelope a known failure is answered with (our refusals, bad input), or undefined for an unexpected
 * one. Shared by the HTTP error handler and the platform's in-process calls.
 */
export function errorAnswerOf(error: unknown): ErrorAnswer | undefined {
  if (error instanceof AppError) return answer(error.code, error.message, error.value);
  if (error instanceof SeamlessError) {
    return {
      status: error.statusCode,
      body: { success: false, value: error.value, message: error.message, code: error.code },
    };
  }
  // A number past what its column holds (an id of 2^31 typed into a URL or a body) is bad input, not a fault.
  if (databaseErrorCode(error) === NUMBER_OUT_OF_RANGE) {
    return answer('VALIDATION_FAILED', ERRORS.VALIDATION_FAILED.message);
  }
  if (isFastifyError(error)) {
    if (hasZodFastifySchemaValidationErrors(error)) return answer('VALIDATION_FAILED', describeValidation(error));
    if (error.statusCode === 429) return answer('RATE_LIMITED', ERRORS.RATE_LIMITED.message);
    const mapped = FASTIFY_INPUT_ERRORS[error.code];
    if (mapped) return answer(mapped, ERRORS[mapped].message);
    if (!isResponseSerializationError(error) && error.statusCode && error.statusCode < 500) {
      return answer('VALIDATION_FAILED', error.message);
    }
  }
  return undefined;
}

/** The answer to an unexpected failure: never its stack or message. */
export const INTERNAL_ANSWER: ErrorAnswer = answer('INTERNAL', ERRORS.INTERNAL.message);

/** Every failure leaves as an envelope; unexpected ones are logged with the request id and never leak a stack. */
export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const known = errorAnswerOf(error);
    if (known) return reply.status(known.status).send(known.body);
    request.log.error({ err: error }, 'unexpected error');
    return reply.status(INTERNAL_ANSWER.status).send(INTERNAL_ANSWER.body);
  });
}

/** Fastify's own refusals before any route runs, mapped to ours. */
const FRAMEWORK_ERRORS: Record<string, ErrorCode> = {
  FST_ERR_MAX_PARAM_LENGTH: 'URI_TOO_LONG',
  FST_ERR_BAD_URL: 'BAD_REQUEST',
};

/**
 * Fastify's `frameworkErrors`: a path parameter over `maxParamLength` or a URL it cannot decode. Its own
 * answer echoed the path in a body of its own; ours is the envelope, without the path.
 */
export function answerFrameworkError(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const code = FRAMEWORK_ERRORS[error.code];
  if (code) return send(reply, code, ERRORS[code].message);
  request.log.error({ err: error }, 'unexpected framework error');
  return send(reply, 'INTERNAL', ERRORS.INTERNAL.message);
}

function clientErrorCode(error: NodeJS.ErrnoException): ErrorCode {
  if (error.code === 'HPE_HEADER_OVERFLOW') return 'HEADERS_TOO_LARGE';
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') return 'REQUEST_TIMEOUT';
  return 'BAD_REQUEST';
}

/**
 * Fastify's `clientErrorHandler` (the http server's `clientError`): a request Node's parser refused
 * before Fastify saw it (headers over 16 KB, a malformed request line, a timeout). Written straight to
 * the socket, as the envelope, and the connection is closed.
 */
export function answerClientError(this: FastifyInstance, error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const code = clientErrorCode(error);
  const { status, message } = ERRORS[code];
  const body = JSON.stringify(fail(code, message));
  this.log.debug({ err: error }, 'client error');
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nContent-Type: application/json; charset=utf-8\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

export function sendNotFound(reply: FastifyReply, message: string = ERRORS.NOT_FOUND.message) {
  return send(reply, 'NOT_FOUND', message);
}
