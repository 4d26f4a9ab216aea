-- An event is sent exactly as it was first serialised: json keeps the text as written, where jsonb would
-- reorder its keys.
ALTER TABLE events ALTER COLUMN payload TYPE json USING payload::json;
