import {
  XML_CONTENT_TRANSLATOR_VERSION,
  XML_CONTENT_TRANSLATOR_ZIP_URL,
} from '../../shared/site/constants';
import { Link } from '../router';
import { CodeBlock, HelpArticle } from './HelpArticle';

const EXAMPLE = `<Language Name="Dansk">
  <General>
    <Title>Subtitle Edit</Title>
    <OK>OK</OK>
    <Cancel>Annuller</Cancel>
  </General>
</Language>`;

export function XmlContentTranslatorPage() {
  return (
    <HelpArticle path="xmlcontenttranslator">
      <p className="lead">
        Xml Content Translator translates the text inside XML files and leaves the markup alone. It
        was made for the language files of programs, such as the 32+ translations of{' '}
        <Link href="/subtitleedit">Subtitle Edit</Link>, but works with any XML whose elements hold
        text.
      </p>
      <p>
        <a href={XML_CONTENT_TRANSLATOR_ZIP_URL} className="button-link">
          Download Xml Content Translator {XML_CONTENT_TRANSLATOR_VERSION}
        </a>{' '}
        <span className="muted">Zip file for Windows; unpack and run, no installation.</span>
      </p>
      <h2>How to use it</h2>
      <ol>
        <li>
          Open the original file, for example the English language file. Every element with text
          becomes a row: its path on the left, its text in the middle.
        </li>
        <li>
          Open your existing translation, if there is one, as the second file. Its texts fill the
          right column; rows that are new in the original are marked, so after a program update you
          translate only what changed.
        </li>
        <li>
          Type the translations, or select rows and let an online translator make a first draft to
          review.
        </li>
        <li>
          Save. The file keeps the structure, element names and attributes of the original; only the
          texts are yours.
        </li>
      </ol>
      <h2>An example</h2>
      <p>A language file keeps the element names and changes the texts:</p>
      <CodeBlock label="Translated language file example">{EXAMPLE}</CodeBlock>
      <h2>Tips</h2>
      <ul>
        <li>Keep placeholders such as {'{0}'} and keyboard markers such as &amp; in the text.</li>
        <li>Check the length: buttons have limited room, so a short word is often better.</li>
        <li>
          Send finished Subtitle Edit translations to the project, as described in the{' '}
          <Link href="/subtitleedit/help#issues">help</Link>.
        </li>
      </ul>
    </HelpArticle>
  );
}
