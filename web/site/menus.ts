import {
  CONTACT_EMAIL,
  SUBTITLE_EDIT_RELEASE_URL,
  SUBTITLE_EDIT_VERSION,
  XML_CONTENT_TRANSLATOR_VERSION,
  XML_CONTENT_TRANSLATOR_ZIP_URL,
} from '../../shared/site/constants';
import type { MenuGroup, MenuItem } from '../components/menuItems';

// The grouped left menu of spec/site.md §2, as data.

export interface MenuLink extends MenuItem {
  readonly href: string;
  /** Opens another site (download pages) or a mail program: a plain link, not in-app navigation. */
  readonly external?: boolean;
}

export const LEFT_MENU: readonly MenuGroup<MenuLink>[] = [
  { label: 'Services', items: [{ label: 'Subtitle Edit Online', href: '/subtitleedit/online' }] },
  {
    label: 'Software',
    items: [
      { label: 'Subtitle Edit', href: '/subtitleedit' },
      { label: 'Help/FAQ', href: '/subtitleedit/help' },
      { label: 'Videos', href: '/subtitleedit/video' },
      { label: 'Xml Content Translator', href: '/xmlcontenttranslator' },
    ],
  },
  {
    label: 'Subtitle formats',
    items: [
      { label: 'SubRip', href: '/subtitleedit/formats/subrip' },
      { label: 'ASSA', href: '/subtitleedit/formats/assa' },
      { label: 'ASSA override tags', href: '/subtitleedit/formats/assa-override-tags' },
    ],
  },
  {
    label: 'Download',
    items: [
      {
        label: `Subtitle Edit ${SUBTITLE_EDIT_VERSION}`,
        href: SUBTITLE_EDIT_RELEASE_URL,
        external: true,
      },
      {
        label: `Xml Content Translator ${XML_CONTENT_TRANSLATOR_VERSION}`,
        href: XML_CONTENT_TRANSLATOR_ZIP_URL,
        external: true,
      },
    ],
  },
  {
    label: 'About/contact',
    items: [
      { label: 'About me', href: '/about' },
      { label: 'Mail me', href: `mailto:${CONTACT_EMAIL}`, external: true },
    ],
  },
  { label: 'Donate', items: [{ label: 'Donate', href: '/donate' }] },
];
