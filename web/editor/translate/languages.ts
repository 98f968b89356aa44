// The language lists of the page translators the editor sends a subtitle to (spec §9: Yandex
// about 100, Baidu 24, Papago 5). Codes are each service's own (Baidu uses 'jp', 'kor', 'fra',
// …), since they go into that service's address as they are.

export interface Language {
  readonly code: string;
  readonly displayName: string;
}

export type PageTranslator = 'yandex' | 'baidu' | 'papago';

function list(entries: string): Language[] {
  return entries
    .trim()
    .split('\n')
    .map((line) => {
      const [code = '', displayName = ''] = line.trim().split('|');
      return { code, displayName };
    });
}

const YANDEX = list(`
af|Afrikaans
sq|Albanian
am|Amharic
ar|Arabic
hy|Armenian
az|Azerbaijani
ba|Bashkir
eu|Basque
be|Belarusian
bn|Bengali
bs|Bosnian
bg|Bulgarian
my|Burmese
ca|Catalan
ceb|Cebuano
zh|Chinese
cv|Chuvash
hr|Croatian
cs|Czech
da|Danish
nl|Dutch
en|English
eo|Esperanto
et|Estonian
fi|Finnish
fr|French
gl|Galician
ka|Georgian
de|German
el|Greek
gu|Gujarati
ht|Haitian
he|Hebrew
mrj|Hill Mari
hi|Hindi
hu|Hungarian
is|Icelandic
id|Indonesian
ga|Irish
it|Italian
ja|Japanese
jv|Javanese
kn|Kannada
kk|Kazakh
kazlat|Kazakh (Latin)
km|Khmer
ko|Korean
ky|Kyrgyz
lo|Lao
la|Latin
lv|Latvian
lt|Lithuanian
lb|Luxembourgish
mk|Macedonian
mg|Malagasy
ms|Malay
ml|Malayalam
mt|Maltese
mi|Maori
mr|Marathi
mhr|Mari
mn|Mongolian
ne|Nepali
no|Norwegian
pap|Papiamento
fa|Persian
pl|Polish
pt|Portuguese
pt-BR|Portuguese (Brazil)
pa|Punjabi
ro|Romanian
ru|Russian
gd|Scottish Gaelic
sr|Serbian
sr-Latn|Serbian (Latin)
si|Sinhala
sk|Slovak
sl|Slovenian
es|Spanish
su|Sundanese
sw|Swahili
sv|Swedish
tl|Tagalog
tg|Tajik
ta|Tamil
tt|Tatar
te|Telugu
th|Thai
tr|Turkish
udm|Udmurt
uk|Ukrainian
ur|Urdu
uz|Uzbek
uzbcyr|Uzbek (Cyrillic)
vi|Vietnamese
cy|Welsh
xh|Xhosa
sah|Yakut
yi|Yiddish
zu|Zulu
`);

const BAIDU = list(`
zh|Chinese (Simplified)
cht|Chinese (Traditional)
en|English
jp|Japanese
kor|Korean
fra|French
spa|Spanish
th|Thai
ara|Arabic
ru|Russian
pt|Portuguese
de|German
it|Italian
el|Greek
nl|Dutch
pl|Polish
bul|Bulgarian
est|Estonian
dan|Danish
fin|Finnish
cs|Czech
rom|Romanian
swe|Swedish
vie|Vietnamese
`);

const PAPAGO = list(`
en|English
ja|Japanese
ko|Korean
zh-CN|Chinese (Simplified)
zh-TW|Chinese (Traditional)
`);

export const TRANSLATORS: Readonly<
  Record<
    PageTranslator,
    { title: string; languages: readonly Language[]; from: string; to: string }
  >
> = {
  yandex: { title: 'Yandex', languages: YANDEX, from: 'en', to: 'ru' },
  baidu: { title: 'Baidu', languages: BAIDU, from: 'en', to: 'zh' },
  papago: { title: 'Papago', languages: PAPAGO, from: 'en', to: 'ko' },
};
