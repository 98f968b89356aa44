import type { PagePath } from './routes';

// Title and description of every page of the route table: the server writes them into the HTML
// it sends (so search results and shared links show them), the app uses the same titles.

export interface PageMeta {
  title: string;
  description: string;
}

export const PAGE_META: Record<PagePath, PageMeta> = {
  '': {
    title: 'Blog',
    description: 'News about Subtitle Edit, Subtitle Edit Online and other free programs.',
  },
  counter: {
    title: 'Counter',
    description: 'A tiny demo page with a counter that counts in your browser.',
  },
  admin: { title: 'Admin', description: 'Administration of the site.' },
  about: {
    title: 'About me',
    description: 'About the author of Subtitle Edit and other free programs.',
  },
  donate: {
    title: 'Donate',
    description: 'Support the development of Subtitle Edit and the other free programs.',
  },
  multitranslator: {
    title: 'Multi Translator',
    description:
      'Multi Translator compares several online translators side by side, with word lists of over 40000 words.',
  },
  'multitranslator/online': {
    title: 'Multi Translator Online',
    description:
      'Translate subtitles and phrases online: Subtitle Edit Online auto-translate and the desktop Multi Translator.',
  },
  xmlcontenttranslator: {
    title: 'Xml Content Translator',
    description:
      'Translate the text inside XML files, such as program language files, keeping the markup.',
  },
  multimediacenter: {
    title: 'Multi Media Center',
    description:
      'Multi Media Center: films, music and photos on a living-room PC, browsed with a remote control.',
  },
  subtitleedit: {
    title: 'Subtitle Edit',
    description:
      'Subtitle Edit: a free editor for video subtitles with 300+ formats, waveform sync and speech to text.',
  },
  'subtitleedit/help': {
    title: 'Subtitle Edit Help/FAQ',
    description:
      'How to use Subtitle Edit: editing, syncing, translating, OCR, settings and frequently asked questions.',
  },
  'subtitleedit/video': {
    title: 'Subtitle Edit videos',
    description:
      'Videos and lessons that show how to make, sync, translate, OCR and burn in subtitles with Subtitle Edit.',
  },
  'subtitleedit/techreport': {
    title: 'Subtitle Edit technical report',
    description:
      'How Subtitle Edit is built: its format library, encodings, waveform and spectrogram, video players, OCR and speech to text.',
  },
  'subtitleedit/online': {
    title: 'Subtitle Edit Online',
    description:
      'Edit, sync, translate and convert subtitles in your browser, with video and waveform.',
  },
  'subtitleedit/online/temp': {
    title: 'Translate subtitle',
    description: 'Translate a temporary subtitle.',
  },
  'subtitleedit/online/tempms': {
    title: 'Review translated subtitle',
    description: 'Review a translated temporary subtitle.',
  },
  'subtitleedit/hardburn': {
    title: 'Add subtitles to video',
    description:
      'How to burn subtitles into a video or add them as a switchable track, with Subtitle Edit or ffmpeg.',
  },
  'subtitleedit/addsubtitlestovideo': {
    title: 'Add subtitles to video',
    description:
      'How to burn subtitles into a video or add them as a switchable track, with Subtitle Edit or ffmpeg.',
  },
  'subtitleedit/nocr': {
    title: 'nOCR tutorial',
    description:
      'Turn DVD and Blu-ray image subtitles into text with nOCR in Subtitle Edit: preparing, running and training OCR.',
  },
  nocr: {
    title: 'nOCR tutorial',
    description:
      'Turn DVD and Blu-ray image subtitles into text with nOCR in Subtitle Edit: preparing, running and training OCR.',
  },
  'subtitleedit/shortcuts': {
    title: 'Subtitle Edit keyboard shortcuts',
    description:
      'Every keyboard shortcut of Subtitle Edit in one table, grouped by where it works, with the unassigned functions.',
  },
  'subtitleedit/formats/subrip': {
    title: 'SubRip (.srt) subtitle format',
    description: 'The SubRip .srt subtitle format: structure, time codes, styling and examples.',
  },
  'subtitleedit/formats/srt': {
    title: 'SubRip (.srt) subtitle format',
    description: 'The SubRip .srt subtitle format: structure, time codes, styling and examples.',
  },
  'subtitleedit/formats/assa': {
    title: 'Advanced Sub Station Alpha (.ass) subtitle format',
    description:
      'The Advanced Sub Station Alpha (.ass) format: script info, styles, events and examples.',
  },
  'subtitleedit/formats/assa-override-tags': {
    title: 'ASSA override tags',
    description: 'Every Advanced Sub Station Alpha override tag with its parameters and examples.',
  },
  'subtitleedit/formats/assa-v4-spec': {
    title: 'ASSA v4+ specification',
    description: 'The Advanced Sub Station Alpha v4+ script format, section by section.',
  },
  profile: { title: 'Profile', description: 'Log in, or edit your profile.' },
  login: { title: 'Profile', description: 'Log in, or edit your profile.' },
  register: { title: 'Register', description: 'Register to comment under your own name.' },
  sitemap: { title: 'Site map', description: 'Every page and blog post of the site.' },
};

/** The document title of a page: the site name, a dash and the page title. */
export function documentTitle(siteName: string, pageTitle: string): string {
  return `${siteName} - ${pageTitle}`;
}
