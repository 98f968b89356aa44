import { useState } from 'react';
import { AVATAR_SIZE_PX } from '../../shared/site/constants';
import { IDENTICON_GRID, identicon } from './identicon';

/** A comment's avatar, 75 px: the author's image, else (or when it fails) a local identicon. */
export function Avatar({ imageUrl, seed }: { imageUrl: string; seed: string }) {
  const [failed, setFailed] = useState(false);
  if (imageUrl && !failed) {
    return (
      <img
        className="avatar"
        src={imageUrl}
        alt=""
        width={AVATAR_SIZE_PX}
        height={AVATAR_SIZE_PX}
        loading="lazy"
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  const { cells, color } = identicon(seed);
  const cell = AVATAR_SIZE_PX / (IDENTICON_GRID + 1);
  const margin = cell / 2;
  return (
    <svg
      className="avatar"
      width={AVATAR_SIZE_PX}
      height={AVATAR_SIZE_PX}
      viewBox={`0 0 ${AVATAR_SIZE_PX} ${AVATAR_SIZE_PX}`}
      aria-hidden="true"
      focusable="false"
    >
      <rect width={AVATAR_SIZE_PX} height={AVATAR_SIZE_PX} fill="#f0f2f5" />
      {cells.map((filled, index) =>
        filled ? (
          <rect
            key={index}
            x={margin + (index % IDENTICON_GRID) * cell}
            y={margin + Math.floor(index / IDENTICON_GRID) * cell}
            width={cell}
            height={cell}
            fill={color}
          />
        ) : null,
      )}
    </svg>
  );
}
