/**
 * Errors fastify and Node's HTTP parser answer before any route runs (bad percent-encoding, a path
 * parameter over maxParamLength, headers or URL over Node's header limit, a malformed request), in the
 * documented error body with an X-Request-Id, like every other error.
 */
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import type { Socket } from 'node:net';
import { newId } from '../ids.ts';
import { ApiError, errorBody } from './errors.ts';

export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply): void {
  const answer =
    error.code === 'FST_ERR_MAX_PARAM_LENGTH'
      ? new ApiError(414, 'uri_too_long', 'A path segment of the URL is too long; ids are at most 64 characters.')
      : error.code === 'FST_ERR_BAD_URL'
        ? new ApiError(400, 'invalid_url', 'The request path is not valid: check its percent-encoding.')
        : new ApiError(400, 'invalid_request', 'The request could not be understood.');
  void reply
    .code(answer.statusCode)
    .header('X-Request-Id', request.id)
    .type('application/json; charset=utf-8')
    .send(JSON.stringify(errorBody(answer, request.id)));
}

function clientError(code: string | undefined): ApiError {
  if (code === 'HPE_HEADER_OVERFLOW') return new ApiError(431, 'headers_too_large', 'The request headers and URL together exceed 16 KB.');
  if (code === 'ERR_HTTP_REQUEST_TIMEOUT') return new ApiError(408, 'request_timeout', 'The request was not received in time.');
  return new ApiError(400, 'invalid_request', 'The request is not valid HTTP.');
}

/** Node's 'clientError': the request could not even be parsed, so there is no request object to answer through. */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  if (socket.writable) {
    const answer = clientError(error.code);
    const requestId = newId('req');
    const body = JSON.stringify(errorBody(answer, requestId));
    socket.write(
      `HTTP/1.1 ${answer.statusCode} ${answer.statusCode === 431 ? 'Request Header Fields Too Large' : answer.statusCode === 408 ? 'Request Timeout' : 'Bad Request'}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nX-Request-Id: ${requestId}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
