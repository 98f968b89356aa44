import type { SubtitleFormat } from '../types';

// Text exports of DVD authoring, editing and captioning programs (DVD Studio Pro, Sony DVD
// Architect, Avid, EDL, …): one entry each.

export const AUTHORING_FORMATS: readonly SubtitleFormat[] = [];
