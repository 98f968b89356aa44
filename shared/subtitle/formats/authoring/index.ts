import type { SubtitleFormat } from '../types';
import { dvdSubtitle } from './dvdSubtitle';
import { daVinciResolveMarkerEdl, edl } from './edl';
import { magicVideoTitler } from './magicVideoTitler';
import { midwayInscriberCgx } from './midwayInscriber';
import { adobePremiereMarkers } from './premiereMarkers';
import { structuredTitles } from './structuredTitles';
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
  adobeEncoreWithLineNumbers,
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
  adobeEncoreWithLineNumbers,
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
  adobePremiereMarkers,
  edl,
  daVinciResolveMarkerEdl,
  dvdSubtitle,
  structuredTitles,
  magicVideoTitler,
  midwayInscriberCgx,
];
