import { readFileSync } from 'node:fs';
import { z } from 'zod';
import type { Db } from '../db/connection';
import {
  findQuestionAnswers,
  syncRegistrationQuestions,
  type QuestionWithAnswers,
} from '../db/repositories/registrationQuestions';
import { BUILT_IN_QUESTIONS } from './builtInQuestions';

// Registration questions (CONTRACT.md §2): QUESTIONS_FILE is a JSON array of
// { "question": "...", "answer": "..." }; `answer` may also be an array of accepted answers.

const questionsFileSchema = z
  .array(
    z.object({
      question: z.string().trim().min(1).max(500),
      answer: z.union([
        z.string().trim().min(1).max(200),
        z.array(z.string().trim().min(1).max(200)).min(1),
      ]),
    }),
  )
  .min(1, 'must hold at least one question');

export class QuestionsFileError extends Error {
  override readonly name = 'QuestionsFileError';
}

/** The configured questions; a missing or malformed file stops the boot with a clear message. */
export function loadQuestions(questionsFile: string | undefined): QuestionWithAnswers[] {
  if (questionsFile === undefined) return BUILT_IN_QUESTIONS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(readFileSync(questionsFile, 'utf8'));
  } catch (error) {
    throw new QuestionsFileError(
      `QUESTIONS_FILE ${questionsFile} cannot be read as JSON: ${(error as Error).message}`,
    );
  }
  const result = questionsFileSchema.safeParse(parsed);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new QuestionsFileError(
      `QUESTIONS_FILE ${questionsFile}: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim(),
    );
  }
  return result.data.map(({ question, answer }) => ({
    question,
    answers: typeof answer === 'string' ? [answer] : answer,
  }));
}

export function syncQuestions(db: Db, questionsFile: string | undefined): Promise<void> {
  return syncRegistrationQuestions(db, loadQuestions(questionsFile));
}

function normalizeAnswer(answer: string): string {
  return answer.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Whether `answer` answers the active question `questionId` (trimmed, case-insensitive). */
export async function isRightAnswer(db: Db, questionId: number, answer: string): Promise<boolean> {
  const accepted = await findQuestionAnswers(db, questionId);
  if (!accepted) return false;
  const given = normalizeAnswer(answer);
  return accepted.some((candidate) => normalizeAnswer(candidate) === given);
}
