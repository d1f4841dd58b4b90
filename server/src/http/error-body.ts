import type { FastifyReply } from 'fastify';
import { httpStatusOf, type FieldErrors } from '../shared/errors';

/** The body of every failed REST (and plain HTTP) response. */
export interface ErrorBody {
  error: { code: string; message: string; fields?: FieldErrors };
}

export function sendError(
  reply: FastifyReply,
  code: string,
  message: string,
  fields?: FieldErrors,
  status = httpStatusOf(code),
): FastifyReply {
  const body: ErrorBody = {
    error: { code, message, ...(fields && Object.keys(fields).length > 0 ? { fields } : {}) },
  };
  return reply.code(status).type('application/json; charset=utf-8').send(body);
}
