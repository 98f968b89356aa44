import type { ReactNode } from 'react';
import type { PagePath } from '../../shared/site/routes';
import { AboutPage } from './AboutPage';
import { AddSubtitlesToVideoPage } from './AddSubtitlesToVideoPage';
import { DonatePage } from './DonatePage';
import { HelpFaqPage } from './faq/HelpFaqPage';
import { AssaOverrideTagsPage } from './formats/AssaOverrideTagsPage';
import { AssaPage } from './formats/AssaPage';
import { AssaV4SpecPage } from './formats/AssaV4SpecPage';
import { SubRipPage } from './formats/SubRipPage';
import { MultiMediaCenterPage } from './MultiMediaCenterPage';
import { MultiTranslatorOnlinePage } from './MultiTranslatorOnlinePage';
import { MultiTranslatorPage } from './MultiTranslatorPage';
import { NocrPage } from './nocr/NocrPage';
import { ShortcutsPage } from './ShortcutsPage';
import { SubtitleEditPage } from './SubtitleEditPage';
import { TechReportPage } from './TechReportPage';
import { VideosPage } from './VideosPage';
import { XmlContentTranslatorPage } from './XmlContentTranslatorPage';

/**
 * The information, help and tutorial pages, by route. web/routes.tsx spreads this into its page
 * table; paths that show the same page (nocr, addsubtitlestovideo, srt) are mapped there.
 */
export const HELP_PAGES: Partial<Record<PagePath, () => ReactNode>> = {
  about: () => <AboutPage />,
  donate: () => <DonatePage />,
  multitranslator: () => <MultiTranslatorPage />,
  'multitranslator/online': () => <MultiTranslatorOnlinePage />,
  xmlcontenttranslator: () => <XmlContentTranslatorPage />,
  multimediacenter: () => <MultiMediaCenterPage />,
  subtitleedit: () => <SubtitleEditPage />,
  'subtitleedit/help': () => <HelpFaqPage />,
  'subtitleedit/video': () => <VideosPage />,
  'subtitleedit/techreport': () => <TechReportPage />,
  'subtitleedit/hardburn': () => <AddSubtitlesToVideoPage />,
  'subtitleedit/nocr': () => <NocrPage />,
  'subtitleedit/shortcuts': () => <ShortcutsPage />,
  'subtitleedit/formats/subrip': () => <SubRipPage />,
  'subtitleedit/formats/assa': () => <AssaPage />,
  'subtitleedit/formats/assa-override-tags': () => <AssaOverrideTagsPage />,
  'subtitleedit/formats/assa-v4-spec': () => <AssaV4SpecPage />,
};
