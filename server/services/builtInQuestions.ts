import type { QuestionWithAnswers } from '../db/repositories/registrationQuestions';

/**
 * Registration questions used when QUESTIONS_FILE is not set: easy for a person who reads the
 * site, dull for a generic spam bot. Each lists every answer a reader may reasonably type;
 * answers are compared trimmed and case-insensitively.
 */
export const BUILT_IN_QUESTIONS: QuestionWithAnswers[] = [
  {
    question: 'What is the name of the subtitle editor this site is about?',
    answers: ['Subtitle Edit', 'SubtitleEdit', 'SE'],
  },
  {
    question: 'What is three plus four?',
    answers: ['7', 'seven'],
  },
  {
    question: 'Which file extension does the SubRip subtitle format use (three letters)?',
    answers: ['srt', '.srt'],
  },
  {
    question: 'How many days are there in a week?',
    answers: ['7', 'seven'],
  },
  {
    question: 'What colour is the sky on a clear day?',
    answers: ['blue', 'light blue'],
  },
];
