import { sql } from 'kysely';
import type { RegistrationQuestion } from '../../../shared/api/blogSchemas';
import type { Db } from '../connection';

export interface QuestionWithAnswers {
  question: string;
  answers: string[];
}

/**
 * Makes exactly `questions` the active ones. Known questions keep their id (a form opened before
 * a restart still answers the right one); questions no longer listed become inactive.
 */
export async function syncRegistrationQuestions(
  db: Db,
  questions: QuestionWithAnswers[],
): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('registration_questions').set({ active: 0 }).execute();
    for (const { question, answers } of questions) {
      await trx
        .insertInto('registration_questions')
        .values({ question, answers_json: JSON.stringify(answers), active: 1 })
        .onConflict((conflict) =>
          conflict.column('question').doUpdateSet((eb) => ({
            answers_json: eb.ref('excluded.answers_json'),
            active: 1,
          })),
        )
        .execute();
    }
  });
}

export function randomActiveQuestion(db: Db): Promise<RegistrationQuestion | undefined> {
  return db
    .selectFrom('registration_questions')
    .select(['question_id as id', 'question'])
    .where('active', '=', 1)
    .orderBy(sql`random()`)
    .limit(1)
    .executeTakeFirst();
}

/** The accepted answers of an active question, or undefined for an unknown or retired id. */
export async function findQuestionAnswers(
  db: Db,
  questionId: number,
): Promise<string[] | undefined> {
  const row = await db
    .selectFrom('registration_questions')
    .select('answers_json')
    .where('question_id', '=', questionId)
    .where('active', '=', 1)
    .executeTakeFirst();
  if (!row) return undefined;
  const answers: unknown = JSON.parse(row.answers_json);
  return Array.isArray(answers) ? answers.filter((a): a is string => typeof a === 'string') : [];
}
