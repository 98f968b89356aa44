import type { ReactNode } from 'react';
import type { PagePath } from '../../shared/site/routes';

// Short first versions of the pages whose real screens other areas build (the online editor,
// profile, register). The help and information pages live in web/help/.

export const INFO_PAGE_CONTENT: Partial<Record<PagePath, ReactNode>> = {
  'subtitleedit/online': (
    <p>
      Subtitle Edit Online edits subtitles in your browser: open a subtitle and a video, edit the
      lines while you watch, and download the result in the format you need.
    </p>
  ),
  profile: <p>Log in to comment under your own name.</p>,
  register: <p>Register to comment under your own name.</p>,
};
