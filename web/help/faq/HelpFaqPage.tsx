import { Link } from '../../router';
import { HelpArticle } from '../HelpArticle';
import { AdvancedSections } from './AdvancedSections';
import { FaqSection, MainWindowSections, RegexSection, VideoSections } from './EditingSections';
import { HELP_SECTIONS } from './helpSections';
import { SettingsSections, ToolSections } from './SettingsSections';
import { ImageSections, SyncSections } from './SyncSections';

/** The long Help/FAQ page of the desktop program: a table of contents, then every section. */
export function HelpFaqPage() {
  return (
    <HelpArticle path="subtitleedit/help">
      <p className="lead">
        Everything about working with Subtitle Edit, from the main window to syncing, OCR,
        translation and speech recognition. New here? Start with the <a href="#faq">mini FAQ</a> or
        watch the <Link href="/subtitleedit/video">videos</Link>. Other guides:{' '}
        <Link href="/subtitleedit/AddSubtitlesToVideo">add subtitles to video</Link>, the{' '}
        <Link href="/subtitleedit/nocr">nOCR tutorial</Link>, the{' '}
        <Link href="/subtitleedit/shortcuts">keyboard shortcuts</Link> and{' '}
        <Link href="/XmlContentTranslator">Xml Content Translator</Link> for translating the program
        itself.
      </p>
      <nav id="contents" className="toc" aria-labelledby="contents-heading">
        <h2 id="contents-heading">Contents</h2>
        <ol>
          {HELP_SECTIONS.map((section) => (
            <li key={section.id}>
              <a href={`#${section.id}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>
      <FaqSection />
      <MainWindowSections />
      <VideoSections />
      <RegexSection />
      <SyncSections />
      <ImageSections />
      <SettingsSections />
      <ToolSections />
      <AdvancedSections />
    </HelpArticle>
  );
}
