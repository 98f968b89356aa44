import { describe, expect, it } from 'vitest';
import { TRANSLATORS } from '../../../../web/editor/translate/languages';
import {
  tempSubtitlePageUrl,
  translatorUrl,
} from '../../../../web/editor/translate/translatorUrls';

const PAGE = tempSubtitlePageUrl('https://example.org', 'a/b c');
const ENCODED = encodeURIComponent('https://example.org/tempsub?id=a%2Fb%20c');

describe('translator addresses', () => {
  it('points at our public /tempsub page with the id encoded', () => {
    expect(PAGE).toBe('https://example.org/tempsub?id=a%2Fb%20c');
  });

  it('builds each service page-translation address with both languages', () => {
    expect(translatorUrl('yandex', PAGE, 'en', 'ru')).toBe(
      `https://translate.yandex.com/translate?url=${ENCODED}&lang=en-ru`,
    );
    expect(translatorUrl('baidu', PAGE, 'en', 'jp')).toBe(
      `https://fanyi.baidu.com/transpage?query=${ENCODED}&from=en&to=jp&source=url&render=1`,
    );
    expect(translatorUrl('papago', PAGE, 'en', 'zh-TW')).toBe(
      `https://papago.naver.net/website?locale=en&source=en&target=zh-TW&url=${ENCODED}`,
    );
  });

  it('has the language lists of spec §9, unique codes, defaults among them', () => {
    expect(TRANSLATORS.yandex.languages.length).toBeGreaterThanOrEqual(95);
    expect(TRANSLATORS.baidu.languages).toHaveLength(24);
    expect(TRANSLATORS.papago.languages.map((l) => l.code)).toEqual([
      'en',
      'ja',
      'ko',
      'zh-CN',
      'zh-TW',
    ]);
    for (const { languages, from, to } of Object.values(TRANSLATORS)) {
      const codes = languages.map((l) => l.code);
      expect(new Set(codes).size).toBe(codes.length);
      expect(codes).toContain(from);
      expect(codes).toContain(to);
      for (const l of languages) expect(l.displayName).not.toBe('');
    }
  });
});
