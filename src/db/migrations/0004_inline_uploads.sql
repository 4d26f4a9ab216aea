-- An inline (data: URL) upload has no URL: its bytes are stored apart from the row at submit
-- (document_files, or files beside the embedded database) and `file` describes them from the start.
ALTER TABLE documents ALTER COLUMN url DROP NOT NULL;

-- Documents submitted inline before this change kept the whole data: URL in `url`. Those that ended have
-- their bytes in document_files already (a document still waiting keeps its URL until it is processed).
UPDATE documents d SET url = NULL
 WHERE left(d.url, 5) ILIKE 'data:' AND d.status IN ('processed', 'failed')
   AND EXISTS (SELECT 1 FROM document_files f WHERE f.document_id = d.id);
-- Stored replays answered the URL back; they answer null from now on.
UPDATE idempotency_keys SET response = jsonb_set(response, '{url}', 'null')
 WHERE jsonb_typeof(response) = 'object' AND left(response->>'url', 5) ILIKE 'data:';
