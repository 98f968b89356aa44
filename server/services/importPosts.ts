import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from '../db/connection';
import { postGuidExists } from '../db/repositories/posts';
import { sanitizePostHtml } from '../security/sanitizeHtml';
import { FeedError, parseFeed } from './importFeed';
import { createPost } from './posts';

// The admin "Import blog posts" command: reads IMPORT_FILE, or every file in DATA_DIR/import,
// and adds the posts not yet present (matched by guid), with sanitized HTML.

export interface ImportSource {
  importFile: string | undefined;
  dataDir: string;
}

export interface ImportResult {
  imported: number;
  present: number;
  files: number;
  problems: string[];
}

function sourceFiles({ importFile, dataDir }: ImportSource): string[] {
  if (importFile !== undefined) return existsSync(importFile) ? [importFile] : [];
  const folder = join(dataDir, 'import');
  if (!existsSync(folder)) return [];
  return readdirSync(folder)
    .map((name) => join(folder, name))
    .filter((path) => statSync(path).isFile())
    .sort();
}

export async function importPosts(
  db: Db,
  source: ImportSource,
  importedBy: { name: string; id: number },
): Promise<ImportResult> {
  const result: ImportResult = { imported: 0, present: 0, files: 0, problems: [] };
  for (const file of sourceFiles(source)) {
    let posts;
    try {
      posts = parseFeed(readFileSync(file, 'utf8'));
    } catch (error) {
      const reason = error instanceof FeedError ? error.message : (error as Error).message;
      result.problems.push(`${file}: ${reason}`);
      continue;
    }
    result.files++;
    await db.transaction().execute(async (trx) => {
      for (const post of posts) {
        if (await postGuidExists(trx, post.guid)) {
          result.present++;
          continue;
        }
        await createPost(trx, {
          title: post.title,
          content: sanitizePostHtml(post.contentHtml),
          visible: post.visible,
          postedBy: post.author ?? importedBy.name,
          postedById: post.author === null ? importedBy.id : null,
          created: post.created,
          guid: post.guid,
        });
        result.imported++;
      }
    });
  }
  return result;
}

/** The status line the Commands tab shows, e.g. 'Imported 12 posts, 3 already present'. */
export function describeImport(result: ImportResult, source: ImportSource): string {
  if (result.files === 0 && result.problems.length === 0) {
    return source.importFile !== undefined
      ? `Nothing to import: ${source.importFile} was not found`
      : `Nothing to import: put RSS, Atom or WordPress export files in ${join(source.dataDir, 'import')}`;
  }
  const plural = (n: number) => (n === 1 ? `${n} post` : `${n} posts`);
  const parts = [`Imported ${plural(result.imported)}, ${result.present} already present`];
  if (result.problems.length > 0) parts.push(`could not read ${result.problems.join('; ')}`);
  return parts.join('; ');
}
