// The TTML flavours beyond Timed Text 1.0, DFXP and IMSC1, each declared through the family's
// factory (ttml/ttmlFlavour.ts): its name and extensions, the flavour ttml/namespaces.ts tells
// its documents by, and the document it writes for a subtitle from another format, modelled on
// the one Subtitle Edit writes.
import {
  IMSC1_PARAMETER_NAMESPACE,
  IMSC1_STYLING_NAMESPACE,
  IMSC11_TEXT_PROFILE,
  isTtaf200604Namespace,
  isTtmlNamespace,
  SMPTE_TT_NAMESPACE,
  TTAF_200604_NAMESPACE,
  TTML_NAMESPACE,
} from '../ttml/namespaces';
import { frameRateAttributes, ttmlDocument, ttmlFormat } from '../ttml/ttmlFlavour';

const NS = TTML_NAMESPACE;
const TTML_BINDINGS = `xmlns:ttp="${NS}#parameter" xmlns:tts="${NS}#styling" xmlns:ttm="${NS}#metadata"`;
const BODY_END = ['    </div>', '  </body>', '</tt>'];

/** EBU-TT Part 1 (EBU Tech 3350), the exchange profile: tt:-prefixed, on the smpte time base. */
export const ebuTt = ttmlFormat({
  name: 'EBU-TT',
  extensions: ['.xml', '.ebutt'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'ebuTt',
  confidence: 0.96,
  namespace: NS,
  timeFormat: 'frames',
  defaultDocument: (nl, frameRate) =>
    ttmlDocument(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<tt:tt xmlns:tt="${NS}" ${TTML_BINDINGS} xmlns:ebuttm="urn:ebu:tt:metadata" xmlns:ebutts="urn:ebu:tt:style" ttp:timeBase="smpte" ${frameRateAttributes(frameRate)} ttp:markerMode="discontinuous" ttp:dropMode="nonDrop" ttp:cellResolution="50 30" xml:lang="en">`,
        '  <tt:head>',
        '    <tt:metadata>',
        '      <ebuttm:documentMetadata>',
        '        <ebuttm:documentEbuttVersion>v1.0</ebuttm:documentEbuttVersion>',
        '      </ebuttm:documentMetadata>',
        '    </tt:metadata>',
        '    <tt:styling>',
        '      <tt:style xml:id="defaultStyle" tts:fontFamily="monospaceSansSerif" tts:fontSize="1c 1c" tts:lineHeight="normal" tts:textAlign="center" tts:color="white" tts:backgroundColor="transparent"/>',
        '    </tt:styling>',
        '    <tt:layout>',
        '      <tt:region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="after"/>',
        '    </tt:layout>',
        '  </tt:head>',
        '  <tt:body style="defaultStyle" region="bottom">',
        '    <tt:div>',
        '      ',
      ],
      ['    </tt:div>', '  </tt:body>', '</tt:tt>'],
    )(nl),
});

/** EBU-TT-D (EBU Tech 3380), the distribution profile: media time, text in referenced styles. */
export const ebuTtD = ttmlFormat({
  name: 'EBU-TT-D',
  extensions: ['.xml', '.ttml'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'ebuTtD',
  confidence: 0.96,
  namespace: NS,
  styleReferences: { base: 'textStyle', italic: 'italicStyle', bold: 'boldStyle' },
  defaultDocument: ttmlDocument(
    [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<tt xmlns="${NS}" ${TTML_BINDINGS} xmlns:ebuttdt="urn:ebu:tt:datatypes" xmlns:ebutts="urn:ebu:tt:style" xmlns:ebuttm="urn:ebu:tt:metadata" ttp:timeBase="media" ttp:cellResolution="32 15" xml:lang="en">`,
      '  <head>',
      '    <metadata>',
      '      <ebuttm:documentMetadata>',
      '        <ebuttm:conformsToStandard>urn:ebu:tt:distribution:2018-04</ebuttm:conformsToStandard>',
      '      </ebuttm:documentMetadata>',
      '    </metadata>',
      '    <styling>',
      '      <style xml:id="defaultStyle" tts:fontFamily="sansSerif" tts:fontSize="100%" tts:lineHeight="125%" tts:textAlign="center" tts:color="#ffffff" tts:backgroundColor="transparent" tts:fontStyle="normal" tts:fontWeight="normal"/>',
      '      <style xml:id="textStyle" tts:color="#ffffff" tts:backgroundColor="#000000c2" ebutts:linePadding="0.5c"/>',
      '      <style xml:id="italicStyle" tts:fontStyle="italic"/>',
      '      <style xml:id="boldStyle" tts:fontWeight="bold"/>',
      '    </styling>',
      '    <layout>',
      '      <region xml:id="bottom" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="after" tts:overflow="visible"/>',
      '      <region xml:id="top" tts:origin="10% 10%" tts:extent="80% 80%" tts:displayAlign="before" tts:overflow="visible"/>',
      '    </layout>',
      '  </head>',
      '  <body style="defaultStyle" region="bottom">',
      '    <div>',
      '      ',
    ],
    BODY_END,
  ),
});

/** SMPTE-TT (SMPTE ST 2052-1): TTML1 with the SMPTE namespaces, times in frames. */
export const smpteTt2052 = ttmlFormat({
  name: 'SMPTE-TT 2052',
  extensions: ['.xml', '.dfxp'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'smpteTt',
  confidence: 0.96,
  namespace: NS,
  timeFormat: 'frames',
  defaultDocument: (nl, frameRate) =>
    ttmlDocument(
      [
        '<?xml version="1.0" encoding="utf-8"?>',
        `<tt xml:lang="en" xmlns="${NS}" ${TTML_BINDINGS} ttp:timeBase="media" ${frameRateAttributes(frameRate)} xmlns:smpte="${SMPTE_TT_NAMESPACE}" xmlns:m608="${SMPTE_TT_NAMESPACE}#cea608">`,
        '  <head>',
        '    <metadata>',
        '      <ttm:title>SMPTE-TT 2052 subtitle</ttm:title>',
        `      <smpte:information origin="${SMPTE_TT_NAMESPACE}#cea608" mode="Preserved" m608:channel="CC1" m608:programName="Demo" m608:captionService="F1C1CC"/>`,
        '    </metadata>',
        '    <styling>',
        '      <style xml:id="basic" tts:color="white" tts:fontFamily="Arial" tts:backgroundColor="transparent" tts:fontSize="21" tts:fontWeight="normal" tts:fontStyle="normal"/>',
        '    </styling>',
        '    <layout>',
        '      <region xml:id="bottom" tts:backgroundColor="transparent" tts:showBackground="whenActive" tts:origin="10% 55%" tts:extent="80% 80%" tts:displayAlign="after"/>',
        '    </layout>',
        '  </head>',
        '  <body style="basic" region="bottom">',
        '    <div>',
        '      ',
      ],
      BODY_END,
    )(nl),
});

/** Apple's iTunes Timed Text (.itt): TTML1 on the smpte time base, times in frames. */
export const iTunesTimedText = ttmlFormat({
  name: 'iTunes Timed Text',
  extensions: ['.itt'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'itunes',
  confidence: 0.96,
  namespace: NS,
  timeFormat: 'frames',
  defaultDocument: (nl, frameRate) =>
    ttmlDocument(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<tt xmlns="${NS}" xmlns:tts="${NS}#styling" xmlns:ttp="${NS}#parameter" xml:lang="en" ttp:timeBase="smpte" ${frameRateAttributes(frameRate, '999 1000')} ttp:dropMode="nonDrop">`,
        '  <head>',
        '    <styling>',
        '      <style tts:fontSize="100%" tts:color="white" tts:fontStyle="normal" tts:fontWeight="normal" tts:fontFamily="sansSerif" xml:id="normal"/>',
        '    </styling>',
        '    <layout>',
        '      <region xml:id="top" tts:origin="0% 0%" tts:extent="100% 15%" tts:textAlign="center" tts:displayAlign="before"/>',
        '      <region xml:id="bottom" tts:origin="0% 85%" tts:extent="100% 15%" tts:textAlign="center" tts:displayAlign="after"/>',
        '    </layout>',
        '  </head>',
        '  <body style="normal" region="bottom">',
        '    <div>',
        '      ',
      ],
      BODY_END,
    )(nl),
});

/** Netflix's timed-text delivery (.dfxp), told apart by its "Netflix Subtitle" title. */
export const netflixTimedText = ttmlFormat({
  name: 'Netflix Timed Text',
  extensions: ['.dfxp', '.xml'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'netflix',
  confidence: 0.97,
  namespace: NS,
  defaultDocument: ttmlDocument(
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${NS}" xmlns:ttm="${NS}#metadata" xmlns:tts="${NS}#styling" xml:lang="en">`,
      '  <head>',
      '    <metadata>',
      '      <ttm:title>Netflix Subtitle</ttm:title>',
      '    </metadata>',
      '    <styling>',
      '      <style tts:fontStyle="normal" tts:fontWeight="normal" xml:id="s1" tts:color="white" tts:fontFamily="Arial" tts:fontSize="100%"/>',
      '    </styling>',
      '    <layout>',
      '      <region tts:extent="80% 40%" tts:origin="10% 10%" tts:displayAlign="before" tts:textAlign="center" xml:id="topCenter"/>',
      '      <region tts:extent="80% 40%" tts:origin="10% 50%" tts:displayAlign="after" tts:textAlign="center" xml:id="bottomCenter"/>',
      '    </layout>',
      '  </head>',
      '  <body>',
      '    <div style="s1" xml:id="d1" region="bottomCenter">',
      '      ',
    ],
    BODY_END,
  ),
});

/** IMSC 1.1 Text profile (declared by ttp:contentProfiles). */
export const timedTextImsc11 = ttmlFormat({
  name: 'Timed Text IMSC 1.1',
  extensions: ['.xml', '.ttml'],
  acceptsNamespace: isTtmlNamespace,
  flavour: 'imsc11',
  confidence: 0.97,
  namespace: NS,
  defaultDocument: (nl, frameRate) =>
    ttmlDocument(
      [
        '<?xml version="1.0" encoding="UTF-8"?>',
        `<tt xml:lang="en" xmlns="${NS}" ${TTML_BINDINGS} xmlns:ittp="${IMSC1_PARAMETER_NAMESPACE}" xmlns:itts="${IMSC1_STYLING_NAMESPACE}" ttp:contentProfiles="${IMSC11_TEXT_PROFILE}" ${frameRateAttributes(frameRate)} ttp:timeBase="media">`,
        '  <head>',
        '    <styling>',
        '      <style xml:id="style.center" tts:color="#ffffff" tts:opacity="1" tts:fontSize="100%" tts:fontFamily="default" tts:textAlign="center"/>',
        '    </styling>',
        '    <layout>',
        '      <region xml:id="region.bottomCenter" tts:origin="17.583% 73.414%" tts:extent="64.844% 16.667%" tts:displayAlign="center" tts:textAlign="center"/>',
        '    </layout>',
        '  </head>',
        '  <body region="region.bottomCenter">',
        '    <div xml:id="d0" style="style.center">',
        '      ',
      ],
      BODY_END,
    )(nl),
});

const TTAF = TTAF_200604_NAMESPACE;

/** The April 2006 working draft of Timed Text. */
export const timedText200604 = ttmlFormat({
  name: 'Timed Text draft 2006-04',
  extensions: ['.xml'],
  acceptsNamespace: isTtaf200604Namespace,
  flavour: 'ttaf200604',
  confidence: 0.95,
  namespace: TTAF,
  defaultDocument: ttmlDocument(
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${TTAF}" xmlns:tts="${TTAF}#styling">`,
      '  <head>',
      '    <styling>',
      '      <style id="defaultSpeaker" tts:fontSize="12px" tts:fontFamily="SansSerif" tts:fontWeight="normal" tts:fontStyle="normal" tts:textDecoration="none" tts:color="white" tts:backgroundColor="black" tts:textAlign="center"/>',
      '    </styling>',
      '  </head>',
      '  <body id="thebody" style="defaultCaption">',
      '    <div>',
      '      ',
    ],
    BODY_END,
  ),
});

/** The 2006-04 draft as Ooyala's player reads it: its metadata follows the head. */
export const timedText200604Ooyala = ttmlFormat({
  name: 'Timed Text draft 2006-04 Ooyala',
  extensions: ['.dfxp', '.xml'],
  acceptsNamespace: isTtaf200604Namespace,
  flavour: 'ooyala',
  confidence: 0.95,
  namespace: TTAF,
  defaultDocument: ttmlDocument(
    [
      '<?xml version="1.0" encoding="utf-8"?>',
      `<tt xmlns="${TTAF}" xmlns:tts="${TTAF}#styling" xmlns:ttm="${TTAF}#metadata">`,
      '  <head>',
      '    <styling>',
      '      <style xml:id="basic" tts:textAlign="center"/>',
      '      <style xml:id="italic" tts:fontStyle="italic"/>',
      '    </styling>',
      '  </head>',
      '  <ttm:metadata>',
      '    <ttm:title>Ooyala</ttm:title>',
      '  </ttm:metadata>',
      '  <body id="thebody" style="basic">',
      '    <div xml:lang="en">',
      '      ',
    ],
    BODY_END,
  ),
});

export const TTML_FLAVOURS = [
  ebuTt,
  ebuTtD,
  smpteTt2052,
  iTunesTimedText,
  netflixTimedText,
  timedTextImsc11,
  timedText200604,
  timedText200604Ooyala,
];
