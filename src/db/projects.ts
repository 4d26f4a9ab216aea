import { newId } from '../ids.ts';
import type { Queryable } from './index.ts';

export interface ProjectRow {
  id: string;
  name: string;
  created_at: Date;
}

export async function createProject(db: Queryable, name: string): Promise<ProjectRow> {
  const rows = await db.query<ProjectRow>('INSERT INTO projects (id, name) VALUES ($1, $2) RETURNING *', [newId('proj'), name]);
  return rows[0];
}
