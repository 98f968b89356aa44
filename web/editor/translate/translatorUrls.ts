import type { PageTranslator } from './languages';

// The external page translators' "translate this web page" addresses. Each gets the public
// address of our /tempsub?id= page (CONTRACT §5), which shows the temporary subtitle's lines as
// plain HTML, and the two language codes in the service's own spelling:
//
//   Yandex  https://translate.yandex.com/translate?url=<page>&lang=<from>-<to>
//   Baidu   https://fanyi.baidu.com/transpage?query=<page>&from=<from>&to=<to>&source=url&render=1
//   Papago  https://papago.naver.net/website?locale=en&source=<from>&target=<to>&url=<page>
//
// <page> is URL-encoded. The translator fetches <page> from its own servers, so this only works
// when the site is reachable from the internet (not from localhost).

/** The public address of a temporary subtitle's plain page on this site. */
export function tempSubtitlePageUrl(origin: string, id: string): string {
  return `${origin}/tempsub?id=${encodeURIComponent(id)}`;
}

export function translatorUrl(
  translator: PageTranslator,
  pageUrl: string,
  from: string,
  to: string,
): string {
  const page = encodeURIComponent(pageUrl);
  const source = encodeURIComponent(from);
  const target = encodeURIComponent(to);
  switch (translator) {
    case 'yandex':
      return `https://translate.yandex.com/translate?url=${page}&lang=${source}-${target}`;
    case 'baidu':
      return `https://fanyi.baidu.com/transpage?query=${page}&from=${source}&to=${target}&source=url&render=1`;
    case 'papago':
      return `https://papago.naver.net/website?locale=en&source=${source}&target=${target}&url=${page}`;
  }
}
