/**
 * Every request and response shape of the HTTP API (design/API.md), in one place. The same TypeBox
 * schemas validate requests, type the handlers and generate /v1/openapi.json.
 */
import { Type, type Static } from 'typebox';
import { PAGE_ANSWER_DESCRIPTIONS, pageQueryProperties } from './pagination.ts';

export const DOCUMENT_TYPES = ['invoice', 'receipt', 'auto'] as const;
export const DOCUMENT_STATUSES = ['queued', 'processing', 'processed', 'failed'] as const;
export const MAX_METADATA_KEYS = 20;
export const MAX_METADATA_KEY_LENGTH = 40;
export const MAX_METADATA_VALUE_LENGTH = 500;
/** Offsets and page numbers are PostgreSQL integers; larger ones are a 400, not a database error. */
export const MAX_INTEGER = 2_147_483_647;

const Timestamp = Type.String({ format: 'date-time', description: 'ISO 8601, UTC' });
const NullableTimestamp = Type.Union([Timestamp, Type.Null()]);

export const ErrorBody = Type.Object(
  {
    error: Type.Object({
      type: Type.Enum(['invalid_request_error', 'authentication_error', 'rate_limit_error', 'api_error']),
      code: Type.String({ description: 'Stable machine-readable code, e.g. parameter_invalid' }),
      message: Type.String(),
      param: Type.Union([Type.String(), Type.Null()]),
      request_id: Type.String(),
    }),
  },
  { description: 'The body of every non-2xx response.' },
);

export const Metadata = Type.Record(Type.String({ maxLength: MAX_METADATA_KEY_LENGTH }), Type.String({ maxLength: MAX_METADATA_VALUE_LENGTH }), {
  maxProperties: MAX_METADATA_KEYS,
  propertyNames: { minLength: 1, maxLength: MAX_METADATA_KEY_LENGTH },
  description:
    `Your own key/value strings, returned with the document: at most ${MAX_METADATA_KEYS} keys of 1 to ${MAX_METADATA_KEY_LENGTH} ` +
    `characters, values of at most ${MAX_METADATA_VALUE_LENGTH} characters.`,
});

// The result is produced by the extraction engine (src/extraction/types.ts) and stored as is; its
// shape is documented in API.md and left open here so that adding a field never breaks a response.
const Result = Type.Union([Type.Object({}, { additionalProperties: true }), Type.Null()], {
  description: 'Extracted fields, line items, taxes, checks and pages; null until processed.',
});

export const DocumentObject = Type.Object(
  {
    id: Type.String({ examples: ['doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'] }),
    object: Type.Literal('document'),
    url: Type.Union([Type.String(), Type.Null()], { description: 'The URL submitted; null for an inline (data: URL) upload, which is never echoed.' }),
    type: Type.Enum([...DOCUMENT_TYPES]),
    status: Type.Enum([...DOCUMENT_STATUSES]),
    created_at: Timestamp,
    updated_at: Timestamp,
    processed_at: NullableTimestamp,
    metadata: Type.Record(Type.String(), Type.String()),
    file: Type.Union([
      Type.Object({
        content_type: Type.String(),
        size: Type.Integer(),
        pages: Type.Union([Type.Integer(), Type.Null()]),
        sha256: Type.String(),
      }),
      Type.Null(),
    ]),
    error: Type.Union([Type.Object({ code: Type.String(), message: Type.String() }), Type.Null()]),
    result: Result,
  },
);
export type DocumentObject = Static<typeof DocumentObject>;

export const DeletedDocument = Type.Object(
  {
    id: Type.String({ examples: ['doc_01JD3Y0Z8K6B7C2QW4E5R6T7Y8'] }),
    object: Type.Literal('document'),
    deleted: Type.Literal(true),
  },
  { description: 'A deleted document, as stored events and Idempotency-Key replays show it: nothing but its id.' },
);

export const ProcessDocumentBody = Type.Object(
  {
    url: Type.String({
      minLength: 1,
      description: 'Where to fetch the document: an http(s) URL, or a data: URL carrying the file itself.',
    }),
    type: Type.Enum([...DOCUMENT_TYPES], { description: 'invoice, receipt, or auto to classify.' }),
    metadata: Type.Optional(Metadata),
  },
  { additionalProperties: false },
);
export type ProcessDocumentBody = Static<typeof ProcessDocumentBody>;

export const DocumentParams = Type.Object({ id: Type.String({ maxLength: 64 }) });

export const PageParams = Type.Object({
  id: Type.String({ maxLength: 64 }),
  number: Type.Integer({ minimum: 1, maximum: MAX_INTEGER, description: 'Page number, from 1.' }),
});

export const ListDocumentsQuery = Type.Object(
  {
    ...pageQueryProperties(10, 'document'),
    status: Type.Optional(Type.Enum([...DOCUMENT_STATUSES])),
    type: Type.Optional(Type.Enum([...DOCUMENT_TYPES])),
    created_after: Type.Optional(Timestamp),
    created_before: Type.Optional(Timestamp),
  },
  { additionalProperties: false },
);
export type ListDocumentsQuery = Static<typeof ListDocumentsQuery>;

export const DocumentList = Type.Object({
  object: Type.Literal('list'),
  data: Type.Array(DocumentObject),
  limit: Type.Integer(),
  offset: Type.Optional(Type.Integer({ description: PAGE_ANSWER_DESCRIPTIONS.offset })),
  total: Type.Optional(Type.Integer({ description: PAGE_ANSWER_DESCRIPTIONS.total })),
  has_more: Type.Boolean({ description: PAGE_ANSWER_DESCRIPTIONS.has_more }),
});

const BBox = Type.Array(Type.Number(), { minItems: 4, maxItems: 4, description: '[x0, y0, x1, y1], fractions of the page, origin top-left' });
const Word = Type.Object({
  text: Type.String(),
  bbox: BBox,
  confidence: Type.Number(),
  engine: Type.Optional(Type.Enum(['tesseract', 'ppocr', 'pdf_text', 'text'], {
    description: 'What read the word: Tesseract, the PP-OCRv4 line recogniser (rows read again, rows Tesseract skipped, lines found on a photo), a PDF text layer, or plain text',
  })),
});

export const DocumentLayout = Type.Object({
  object: Type.Literal('layout'),
  document_id: Type.String(),
  pages: Type.Array(
    Type.Object({
      number: Type.Integer(),
      width: Type.Number(),
      height: Type.Number(),
      unit: Type.Enum(['pt', 'px']),
      rotation: Type.Number(),
      source: Type.Enum(['pdf_text', 'ocr', 'text']),
      words: Type.Array(Word),
      lines: Type.Array(Type.Object({ text: Type.String(), bbox: BBox, words: Type.Array(Word) })),
      photo: Type.Optional(Type.Boolean({ description: 'The page was taken for a photograph (paper on a background, uneven light): found, straightened and cropped before it was read' })),
    }),
  ),
});

export const Health = Type.Object({ status: Type.Literal('ok') });
export const Readiness = Type.Object({
  status: Type.Enum(['ok', 'unavailable']),
  database: Type.Boolean(),
  migrationsApplied: Type.Boolean(),
});

/** Error responses shared by every authenticated route, for the OpenAPI document. */
export const commonErrors = {
  400: ErrorBody,
  401: ErrorBody,
  429: ErrorBody,
  500: ErrorBody,
};
