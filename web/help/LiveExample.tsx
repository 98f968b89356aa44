import {
  LIVE_EXAMPLES,
  liveExampleHref,
  type LiveExampleName,
} from '../../shared/help/liveExamples';
import { Link } from '../router';
import { CodeBlock } from './HelpArticle';

/**
 * A format page's example file, printed verbatim, with the link that opens the same text in the
 * online editor (the link contract is written in shared/help/liveExamples.ts).
 */
export function LiveExample({ name }: { name: LiveExampleName }) {
  const example = LIVE_EXAMPLES[name];
  return (
    <figure className="live-example">
      <figcaption>
        <strong>{example.title}</strong> ({example.fileName})
      </figcaption>
      <CodeBlock label={`${example.title}, file ${example.fileName}`}>{example.content}</CodeBlock>
      <p>
        <Link href={liveExampleHref(name)} className="button-link">
          Open {example.fileName} in Subtitle Edit Online
        </Link>{' '}
        <span className="muted">
          The lines play over the editor&apos;s sample video; change them and watch the result.
        </span>
      </p>
    </figure>
  );
}
