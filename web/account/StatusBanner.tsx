import type { FadingMessage } from './useFadingMessage';

/** The fading banner of the profile and login screen; always present, so screen readers hear it. */
export function StatusBanner({ message }: { message: FadingMessage }) {
  return (
    <div
      role="status"
      className={`status-banner${message.text ? '' : ' status-banner-empty'}${
        message.shown ? ' status-banner-shown' : ''
      }`}
    >
      {message.text}
    </div>
  );
}
