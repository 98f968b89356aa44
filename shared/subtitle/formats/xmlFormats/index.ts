import type { SubtitleFormat } from '../types';
import { TTML_FLAVOURS } from './ttmlFlavours';

// XML formats beyond the core TTML flavours (EBU-TT, iTunes, D-Cinema, Final Cut Pro, …).

export const XML_FORMATS: readonly SubtitleFormat[] = [...TTML_FLAVOURS];
