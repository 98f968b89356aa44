import type { SubtitleFormat } from '../types';

// JSON, CSV and TSV exports of speech-to-text services and tools (Whisper, AWS Transcribe, …).

export const TOOL_EXPORT_FORMATS: readonly SubtitleFormat[] = [];
