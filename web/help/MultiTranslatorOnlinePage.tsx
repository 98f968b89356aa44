import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

/** The spec's placeholder page for the online Multi Translator: says what to use instead. */
export function MultiTranslatorOnlinePage() {
  return (
    <HelpArticle path="multitranslator/online">
      <p className="lead">
        The online Multi Translator is not part of this site. These do the same job today:
      </p>
      <ul>
        <li>
          To translate a whole subtitle, open it in{' '}
          <Link href="/subtitleedit/online">Subtitle Edit Online</Link> and choose{' '}
          <em>Auto-translate</em>: Google, Yandex, Baidu or Papago, with the source and target
          language of your choice.
        </li>
        <li>
          To compare translations of a word or phrase, use the desktop{' '}
          <Link href="/multitranslator">Multi Translator</Link> with its word lists of over 40000
          words.
        </li>
        <li>
          To translate while you subtitle, use the translator mode of Subtitle Edit, described in
          the <Link href="/subtitleedit/help#translation">help</Link>.
        </li>
      </ul>
    </HelpArticle>
  );
}
