import { CONTACT_EMAIL } from '../../shared/site/constants';
import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function AboutPage() {
  return (
    <HelpArticle path="about">
      <p className="lead">
        I am a software developer from Denmark, and in my spare time I write free programs. Most of
        them are for people who work with subtitles.
      </p>
      <h2>What I make</h2>
      <ul>
        <li>
          <Link href="/subtitleedit">Subtitle Edit</Link>, the subtitle editor, started as a small
          helper for my own videos and grew into an open-source program used and translated by
          people all over the world.
        </li>
        <li>
          <Link href="/subtitleedit/online">Subtitle Edit Online</Link>, the same idea in a browser.
        </li>
        <li>
          <Link href="/xmlcontenttranslator">Xml Content Translator</Link>,{' '}
          <Link href="/multitranslator">Multi Translator</Link> and{' '}
          <Link href="/multimediacenter">Multi Media Center</Link>: smaller tools that solved a
          problem I had.
        </li>
      </ul>
      <h2>Why free?</h2>
      <p>
        Good tools should not be reserved for those who can pay for them. Many of the best
        improvements to Subtitle Edit came from users: bug reports, translations, code and ideas.
        Keeping it free and open keeps that going.
      </p>
      <h2>Contact</h2>
      <p>
        Write to me at <a href={`mailto:${CONTACT_EMAIL}`}>{CONTACT_EMAIL}</a>. For bugs in Subtitle
        Edit, an issue on GitHub is best; see{' '}
        <Link href="/subtitleedit/help#issues">reporting issues</Link>. News appears on the{' '}
        <Link href="/">blog</Link>, and every page of the site is listed on the{' '}
        <Link href="/sitemap">site map</Link>.
      </p>
    </HelpArticle>
  );
}
