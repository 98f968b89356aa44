import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { BUILT_IN_QUESTIONS } from '../../../server/services/builtInQuestions';
import { loadQuestions, QuestionsFileError } from '../../../server/services/questions';

function questionsFile(content: string): string {
  const file = join(mkdtempSync(join(tmpdir(), 'questions-')), 'questions.json');
  writeFileSync(file, content);
  return file;
}

describe('loadQuestions', () => {
  it('uses the built-in list without QUESTIONS_FILE', () => {
    expect(loadQuestions(undefined)).toBe(BUILT_IN_QUESTIONS);
    for (const { question, answers } of BUILT_IN_QUESTIONS) {
      expect(question).toMatch(/\?$/);
      expect(answers.length).toBeGreaterThan(0);
    }
  });

  it('reads { question, answer } entries, an answer may list several', () => {
    const file = questionsFile(
      JSON.stringify([
        { question: ' Capital of France? ', answer: 'Paris' },
        { question: 'Two plus two?', answer: ['4', 'four'] },
      ]),
    );
    expect(loadQuestions(file)).toEqual([
      { question: 'Capital of France?', answers: ['Paris'] },
      { question: 'Two plus two?', answers: ['4', 'four'] },
    ]);
  });

  it('stops with a message naming the file for bad JSON, an empty list or a missing answer', () => {
    for (const content of ['{oops', '[]', '[{"question":"Q?"}]']) {
      const file = questionsFile(content);
      expect(() => loadQuestions(file)).toThrow(QuestionsFileError);
      expect(() => loadQuestions(file)).toThrow(file);
    }
    expect(() => loadQuestions('/no/such/questions.json')).toThrow(QuestionsFileError);
  });
});
