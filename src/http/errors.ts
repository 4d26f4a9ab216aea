/** The error body of design/API.md, "Errors". Thrown anywhere under http/, rendered by the central handler. */
export type ErrorType = 'invalid_request_error' | 'authentication_error' | 'rate_limit_error' | 'api_error';

export class ApiError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly param: string | null = null,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = 'ApiError';
  }

  get type(): ErrorType {
    if (this.statusCode === 401) return 'authentication_error';
    if (this.statusCode === 429) return 'rate_limit_error';
    if (this.statusCode >= 500) return 'api_error';
    return 'invalid_request_error';
  }
}

export function errorBody(error: ApiError, requestId: string) {
  return {
    error: { type: error.type, code: error.code, message: error.message, param: error.param, request_id: requestId },
  };
}

export const notFound = (code: string, what: string) => new ApiError(404, code, `No ${what} with that id exists.`);
export const invalidParam = (param: string, message: string, code = 'parameter_invalid') => new ApiError(400, code, message, param);
