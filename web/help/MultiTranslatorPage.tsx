import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function MultiTranslatorPage() {
  return (
    <HelpArticle path="multitranslator">
      <p className="lead">
        Multi Translator looks up a word or a short text in several online translators at once and
        shows the answers side by side, so you can pick the best one instead of trusting a single
        machine.
      </p>
      <h2>How it works</h2>
      <ol>
        <li>Choose the language pair, for example English to Danish.</li>
        <li>Type or paste the text; the translations appear as each service answers.</li>
        <li>Compare them, copy the one that fits, or combine the best parts.</li>
      </ol>
      <p>
        For single words it also searches its own word lists, which hold over 40000 words, so you
        get dictionary meanings and not only a machine&apos;s guess. Words with several meanings
        show all of them.
      </p>
      <h2>Who it is for</h2>
      <p>
        Subtitle translators checking a tricky phrase, students, and anyone who writes in a second
        language. It goes well with the translator mode of{' '}
        <Link href="/subtitleedit/help#translation">Subtitle Edit</Link>.
      </p>
      <h2>Online version</h2>
      <p>
        Read about the <Link href="/multitranslator/online">online Multi Translator</Link>.
      </p>
    </HelpArticle>
  );
}
