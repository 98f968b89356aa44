import { DONATE_URL } from '../../shared/site/constants';
import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function DonatePage() {
  return (
    <HelpArticle path="donate">
      <p className="lead">
        Subtitle Edit and my other programs are free, without ads, and will stay that way. If they
        save you time or help you earn a living, a donation is a welcome thank-you.
      </p>
      <p>
        <a href={DONATE_URL} className="button-link" rel="noopener">
          Donate with PayPal
        </a>
      </p>
      <p className="muted">
        PayPal handles the payment; you can give with a PayPal account or a card, once, in the
        amount you choose. I never see your card details.
      </p>
      <h2>What donations pay for</h2>
      <ul>
        <li>time for new features and for answering bug reports;</li>
        <li>code-signing certificates, so Windows trusts the installer;</li>
        <li>the web hosting of this site and Subtitle Edit Online.</li>
      </ul>
      <h2>Other ways to help</h2>
      <ul>
        <li>Translate Subtitle Edit into your language, or improve a translation.</li>
        <li>
          Report bugs with clear steps (see{' '}
          <Link href="/subtitleedit/help#issues">reporting issues</Link>).
        </li>
        <li>Answer questions from other users, or tell a friend about the programs.</li>
      </ul>
      <p>Thank you!</p>
    </HelpArticle>
  );
}
