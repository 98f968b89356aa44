import { CONTACT_EMAIL, SUBTITLE_EDIT_RELEASE_URL } from '../../../shared/site/constants';
import { Link } from '../../router';
import { CodeBlock } from '../HelpArticle';
import { HelpSection } from './HelpSection';
import { DamagedFilesSection } from './DamagedFilesSection';
import { FormatsSection } from './FormatsSection';

const SOURCE_URL = 'https://github.com/SubtitleEdit/subtitleedit';

export function AdvancedSections() {
  return (
    <>
      <HelpSection id="commandline">
        <p>
          Subtitle Edit converts files without opening its window when started with{' '}
          <code>/convert</code>: a file pattern, then the target format&apos;s name without spaces,
          then any options. The options you will use most are in these examples.
        </p>
        <CodeBlock label="Command line examples">{`SubtitleEdit /convert "movie.sub" subrip
SubtitleEdit /convert "*.srt" webvtt /outputfolder:"C:\\Converted" /overwrite
SubtitleEdit /convert "*.srt" subrip /fps:23.976 /targetfps:25
SubtitleEdit /convert "*.ass" subrip /encoding:utf-8 /fixcommonerrors /removetextforhi
SubtitleEdit /convert "*.srt" subrip /offset:-00:00:02:500 /multiplereplace
SubtitleEdit /convert "*.sup" subrip /ocrengine:nocr`}</CodeBlock>
        <p>
          The same steps have buttons in <a href="#batchconvert">Batch convert</a>.
        </p>
      </HelpSection>
      <HelpSection id="portable">
        <p>
          The portable version is a zip file on the{' '}
          <a href={SUBTITLE_EDIT_RELEASE_URL}>release page</a>. Unpack it anywhere, for example on a
          USB stick, and run <code>SubtitleEdit.exe</code>. It keeps its settings, dictionaries and
          downloaded engines in its own folder instead of your user profile, so it leaves nothing
          behind on the PC and can live beside an installed copy.
        </p>
      </HelpSection>
      <HelpSection id="plugins">
        <p>
          Plugins add functions to the menus. Get them with <em>Options → Get plugins</em>, which
          lists the available ones and installs them with one click; they land in the{' '}
          <code>Plugins</code> folder of the data folder. A plugin receives the current subtitle and
          hands back a changed one. Developers can write their own in any .NET language.
        </p>
      </HelpSection>
      <HelpSection id="linux">
        <p>
          Subtitle Edit 4 is a Windows Forms program that runs on Linux with Mono. On Debian or
          Ubuntu:
        </p>
        <CodeBlock label="Linux installation commands">{`sudo apt-get install mono-complete libhunspell-dev libmpv-dev tesseract-ocr vlc ffmpeg
unzip SE*.zip -d ~/subtitleedit
mono ~/subtitleedit/SubtitleEdit.exe`}</CodeBlock>
        <p>
          Video plays through libmpv; Hunspell gives spell check; Tesseract and nOCR both work for
          OCR. Windows-only parts, such as the DirectShow player, are missing.
        </p>
      </HelpSection>
      <HelpSection id="compile">
        <p>
          The source is on <a href={SOURCE_URL}>GitHub</a> under the GPL. To build it on Windows:
        </p>
        <ol>
          <li>
            Install Visual Studio (the free Community edition is enough) with the .NET desktop
            workload.
          </li>
          <li>
            Clone the repository: <code>git clone {SOURCE_URL}.git</code>
          </li>
          <li>
            Open <code>SubtitleEdit.sln</code>, let NuGet restore the packages, and build.
          </li>
          <li>Run the unit tests before you send a pull request.</li>
        </ol>
      </HelpSection>
      <FormatsSection />
      <DamagedFilesSection />
      <HelpSection id="issues">
        <p>
          Found a bug or missing a feature? Open an issue on{' '}
          <a href={`${SOURCE_URL}/issues`}>GitHub</a> after searching for an existing one. A good
          report says:
        </p>
        <ul>
          <li>
            the version of Subtitle Edit (Help → About) and of Windows or your Linux distribution;
          </li>
          <li>what you did, step by step, what you expected and what happened instead;</li>
          <li>the error text, if any, and a small subtitle file that shows the problem.</li>
        </ul>
        <p>
          Questions are welcome too, by <a href={`mailto:${CONTACT_EMAIL}`}>mail</a>. Watching the{' '}
          <Link href="/subtitleedit/video">videos</Link> first often answers them.
        </p>
      </HelpSection>
    </>
  );
}
