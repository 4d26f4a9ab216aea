import { ExtractionError, type ExtractionOptions, type ExtractionOutput, type RequestedType } from './types.ts';

/**
 * The pipeline: bytes + requested type → result. Pure (no database, no HTTP); runs inside a worker thread.
 * (Placeholder until the extraction engine lands.)
 */
export async function extract(_bytes: Uint8Array, _type: RequestedType, _options: ExtractionOptions): Promise<ExtractionOutput> {
  throw new ExtractionError('unsupported_format', 'This document format is not supported yet.');
}
