import {
  CONTACT_EMAIL,
  SUBTITLE_EDIT_RELEASE_URL,
  SUBTITLE_EDIT_VERSION,
  XML_CONTENT_TRANSLATOR_VERSION,
  XML_CONTENT_TRANSLATOR_ZIP_URL,
} from '../../shared/site/constants';

// The grouped left menu of spec/site.md §2, as data.

export interface MenuLink {
  label: string;
  href: string;
  /** Opens another site (download pages) or a mail program: a plain link, not in-app navigation. */
  external?: boolean;
}

export interface MenuGroup {
  title: string;
  links: MenuLink[];
}

export const LEFT_MENU: MenuGroup[] = [
  { title: 'Services', links: [{ label: 'Subtitle Edit Online', href: '/subtitleedit/online' }] },
  {
    title: 'Software',
    links: [
      { label: 'Subtitle Edit', href: '/subtitleedit' },
      { label: 'Help/FAQ', href: '/subtitleedit/help' },
      { label: 'Videos', href: '/subtitleedit/video' },
      { label: 'Xml Content Translator', href: '/xmlcontenttranslator' },
    ],
  },
  {
    title: 'Subtitle formats',
    links: [
      { label: 'SubRip', href: '/subtitleedit/formats/subrip' },
      { label: 'ASSA', href: '/subtitleedit/formats/assa' },
      { label: 'ASSA override tags', href: '/subtitleedit/formats/assa-override-tags' },
    ],
  },
  {
    title: 'Download',
    links: [
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
    title: 'About/contact',
    links: [
      { label: 'About me', href: '/about' },
      { label: 'Mail me', href: `mailto:${CONTACT_EMAIL}`, external: true },
    ],
  },
  { title: 'Donate', links: [{ label: 'Donate', href: '/donate' }] },
];
