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
export function syncRegistrationQuestions(db: Db, questions: QuestionWithAnswers[]): void {
  const deactivate = db.prepare('UPDATE registration_questions SET active = 0');
  const upsert = db.prepare(
    `INSERT INTO registration_questions (question, answers_json, active) VALUES (?, ?, 1)
     ON CONFLICT (question) DO UPDATE SET answers_json = excluded.answers_json, active = 1`,
  );
  db.transaction(() => {
    deactivate.run();
    for (const { question, answers } of questions) upsert.run(question, JSON.stringify(answers));
  })();
}

export function randomActiveQuestion(db: Db): RegistrationQuestion | undefined {
  return db
    .prepare<[], RegistrationQuestion>(
      `SELECT question_id AS id, question FROM registration_questions
       WHERE active = 1 ORDER BY random() LIMIT 1`,
    )
    .get();
}

/** The accepted answers of an active question, or undefined for an unknown or retired id. */
export function findQuestionAnswers(db: Db, questionId: number): string[] | undefined {
  const row = db
    .prepare<[number], { answersJson: string }>(
      `SELECT answers_json AS answersJson FROM registration_questions
       WHERE question_id = ? AND active = 1`,
    )
    .get(questionId);
  if (!row) return undefined;
  const answers: unknown = JSON.parse(row.answersJson);
  return Array.isArray(answers) ? answers.filter((a): a is string => typeof a === 'string') : [];
}
