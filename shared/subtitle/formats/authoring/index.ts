import type { SubtitleFormat } from '../types';
import {
  dvdStudioPro,
  dvdStudioProWithOneSpace,
  dvdStudioProWithOneSpaceSemicolon,
  dvdStudioProWithSpace,
  spruceWithSpace,
} from './dvdStudioPro';
import {
  avidCaptionDropFrame,
  avidCaptionFormat,
  digiBeta,
  dvdSubtitleSystem,
  elrStudioPrint,
  pinnacleImpression,
  titleExchangePro,
  uleadSubtitleFormat,
} from './rowExports';
import {
  sonyDvdArchitect,
  sonyDvdArchitectExplicitDuration,
  sonyDvdArchitectLineAndDuration,
  sonyDvdArchitectLineDurationLength,
  sonyDvdArchitectTabs,
  sonyDvdArchitectWithLineNumbers,
} from './sonyDvdArchitect';
import {
  adobeEncoreLineTabNewLine,
  adobeEncoreLineTabs,
  adobeEncoreTabs,
  avidDvd,
  scenarist,
} from './tabRows';

// Text exports of DVD authoring, editing and captioning programs (DVD Studio Pro, Sony DVD
// Architect, Avid, EDL, …): one entry each.

export const AUTHORING_FORMATS: readonly SubtitleFormat[] = [
  dvdStudioPro,
  dvdStudioProWithSpace,
  dvdStudioProWithOneSpace,
  dvdStudioProWithOneSpaceSemicolon,
  spruceWithSpace,
  sonyDvdArchitect,
  sonyDvdArchitectExplicitDuration,
  sonyDvdArchitectTabs,
  sonyDvdArchitectWithLineNumbers,
  sonyDvdArchitectLineAndDuration,
  sonyDvdArchitectLineDurationLength,
  adobeEncoreTabs,
  adobeEncoreLineTabs,
  adobeEncoreLineTabNewLine,
  scenarist,
  avidDvd,
  avidCaptionFormat,
  avidCaptionDropFrame,
  digiBeta,
  dvdSubtitleSystem,
  titleExchangePro,
  pinnacleImpression,
  uleadSubtitleFormat,
  elrStudioPrint,
];
