// Constants of spec/site.md §9 and CONTRACT.md §3–§4, defined once for server and web.

/** Access level from which a user is an administrator. */
export const ADMIN_ACCESS_LEVEL = 10;

/** localStorage key of the stored session. */
export const SESSION_STORAGE_KEY = 'blogUser';

/** Relative time: up to this many minutes reads 'Just now'. */
export const JUST_NOW_MINUTES = 5;
/** Relative time: up to this many minutes reads 'N minutes ago'; older shows the date. */
export const MINUTES_AGO_LIMIT = 59;

export const MESSAGE_FADE_MS = 2000;
export const LOGIN_MESSAGE_CLEAR_MS = 2500;

export const COMMENT_LIMITS = { name: 50, email: 50, content: 2000 } as const;
export const AVATAR_SIZE_PX = 75;
export const AVATAR_URL_MAX_LENGTH = 500;
export const PASSWORD_LENGTH = { min: 8, max: 200 } as const;

/** Cookie and header of the CSRF double-submit check. */
export const XSRF_COOKIE = 'XSRF-TOKEN';
export const XSRF_HEADER = 'X-XSRF-TOKEN';

export const SUBTITLE_EDIT_VERSION = '4.0.12';
export const XML_CONTENT_TRANSLATOR_VERSION = '1.12';
export const SUBTITLE_EDIT_RELEASE_URL = `https://github.com/SubtitleEdit/subtitleedit/releases/tag/${SUBTITLE_EDIT_VERSION}`;
export const XML_CONTENT_TRANSLATOR_ZIP_URL = `https://github.com/niksedk/XmlContentTranslator/releases/download/v${XML_CONTENT_TRANSLATOR_VERSION}/XmlContentTranslator.zip`;
export const CONTACT_EMAIL = 'niksedk@gmail.com';

/** The external donation provider of the Donate page: PayPal's donate form for the author's address. */
export const DONATE_URL = `https://www.paypal.com/donate/?business=${encodeURIComponent(CONTACT_EMAIL)}&currency_code=EUR`;
