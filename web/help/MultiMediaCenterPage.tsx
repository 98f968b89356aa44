import { Link } from '../router';
import { HelpArticle } from './HelpArticle';

export function MultiMediaCenterPage() {
  return (
    <HelpArticle path="multimediacenter">
      <p className="lead">
        Multi Media Center turns a PC connected to the TV into a simple media player for the living
        room: films, music and photos, browsed from the couch with a remote control or the arrow
        keys.
      </p>
      <h2>What it does</h2>
      <ul>
        <li>Shows your folders of films, music and pictures as big, readable tiles.</li>
        <li>Plays films full screen, with subtitles when a subtitle file sits next to the film.</li>
        <li>Plays music and shows photos as a slide show.</li>
        <li>
          Needs only the arrow keys, Enter and Back, so any remote that acts as a keyboard works.
        </li>
      </ul>
      <h2>Setting it up</h2>
      <ol>
        <li>Unpack it on the living-room PC and start it.</li>
        <li>Choose the folders that hold your films, music and pictures.</li>
        <li>Put it in the start-up folder if the PC should open it by itself.</li>
      </ol>
      <p>
        Subtitles not in sync with the film? Fix them with{' '}
        <Link href="/subtitleedit">Subtitle Edit</Link>.
      </p>
    </HelpArticle>
  );
}
