// XIF (the XML subtitle exchange of Screen's and Softel's systems): <XIF> → <FileHeader> with
// the timing standard (SMPTE25, SMPTE30…) → <FileBody> of <ContentBlock> elements, each a
// <ThreadedObject> with <TimingObject><TimeIn value/><TimeOut value/> (hh:mm:ss:ff) and
// <Content><SubtitleText><Paragraph> whose <Text> runs make the lines, <HardReturn/> between.
import { SubtitleFormatError } from '../../errors';
import type { XmlElement } from '../xml/tree';
import { xmlCueFormat } from './xmlCueDocument';
import {
  attributeOf,
  childNamed,
  childrenNamed,
  descendantsNamed,
  escapeXmlText,
  msToTimecodeAt,
  plainText,
  requiredAttribute,
  textOf,
  timecodeToMsAt,
} from './xmlText';

function frameRateOf(root: XmlElement, fallback: number): number {
  const standard = descendantsNamed(root, 'TimingStandard')[0];
  const type = standard ? attributeOf(standard, 'Type') : undefined;
  const digits = /(\d+)/.exec(type ?? '')?.[1];
  if (digits === undefined) return fallback;
  if (digits === '2997') return 30000 / 1001;
  const nominal = Number(digits);
  // A drop-frame (or NTSC) standard runs at the nominal rate × 1000/1001.
  return /DF|NTSC/i.test(type ?? '') ? (nominal * 1000) / 1001 : nominal;
}

function timing(block: XmlElement, name: string, frameRate: number): number {
  const element = descendantsNamed(block, name)[0];
  if (!element) throw new SubtitleFormatError(`<${name}> is missing`);
  return timecodeToMsAt(requiredAttribute(element, 'value'), frameRate);
}

function readLines(block: XmlElement): string {
  const paragraph = descendantsNamed(block, 'Paragraph')[0];
  if (!paragraph) return '';
  const lines: string[][] = [[]];
  for (const child of paragraph.children) {
    if (typeof child === 'string') continue;
    if (child.localName === 'HardReturn') lines.push([]);
    else if (child.localName === 'Text') lines.at(-1)?.push(textOf(child).trim());
  }
  return lines.map((runs) => runs.filter((run) => run !== '').join(' ')).join('\n');
}

function contentBlock(start: string, end: string, text: string): string {
  const lines = plainText(text).split('\n');
  const rows = lines.map(
    (_, index) =>
      `          <Row Number="${index + 1}" JustificationOverride="Centre" Highlight="0"/>`,
  );
  const runs = lines.flatMap((line, index) => [
    ...(index > 0 ? ['          <HardReturn/>'] : []),
    '          <ForegroundColour Colour="7"/>',
    `          <Text>${escapeXmlText(line)}</Text>`,
  ]);
  return [
    '<ContentBlock TXStreamID="0">',
    '  <ThreadedObject ID="0" Type="BasicSubtitle" VPos="448">',
    '    <TimingObject>',
    `      <TimeIn value="${start}"/>`,
    `      <TimeOut value="${end}"/>`,
    '    </TimingObject>',
    '    <Content Override="0" PositionState="1">',
    '      <SubtitleText>',
    '        <Paragraph Type="Open" Justification="Centre" Language="ENG">',
    ...rows,
    '          <StartState Foreground="7" Background="0" Italic="No" Bold="No" FontID="4"/>',
    ...runs,
    '        </Paragraph>',
    '      </SubtitleText>',
    '    </Content>',
    '  </ThreadedObject>',
    '</ContentBlock>',
  ].join('\n');
}

export const xif = xmlCueFormat<number>({
  name: 'XIF',
  extensions: ['.xif'],
  detect: (prefix) => (/<XIF[\s>]/.test(prefix) ? 0.95 : 0),
  context: (root, frameRate) => {
    if (root.localName !== 'XIF') throw new SubtitleFormatError('Not a XIF document');
    return frameRateOf(root, frameRate);
  },
  cues: (root) => {
    const body = childNamed(root, 'FileBody');
    return body ? childrenNamed(body, 'ContentBlock') : [];
  },
  read: (block, frameRate) => ({
    start: timing(block, 'TimeIn', frameRate),
    end: timing(block, 'TimeOut', frameRate),
    text: readLines(block),
  }),
  write: (paragraphs, frameRate) =>
    paragraphs.map((paragraph) =>
      contentBlock(
        msToTimecodeAt(paragraph.start, frameRate),
        msToTimecodeAt(paragraph.end, frameRate),
        paragraph.text,
      ),
    ),
  defaultDocument: (frameRate) => {
    const rate = Math.round(frameRate);
    const standard = Math.abs(rate - frameRate) > 0.001 ? `SMPTE${rate}DF` : `SMPTE${rate}`;
    return {
      header: [
        '<?xml version="1.0" encoding="utf-8"?>',
        '<XIF version="1.0">',
        '  <FileHeader>',
        '    <OriginatorSoftware Name="Subtitle Edit" Version="1.0"/>',
        '    <GlobalFileInfo ProgrammeName="" Format="Open" Language="English" StartTime="00:00:00:00"/>',
        '    <Canvases>',
        '      <Canvas ID="0" Width="720" Height="576" SAWidth="576" SAHeight="460" SATop="57" SALeft="72"/>',
        '    </Canvases>',
        '    <TimingStandards>',
        `      <TimingStandard ID="0" Type="${standard}"/>`,
        '    </TimingStandards>',
        '    <Fonts>',
        '      <Font ID="4" Type="True Type" Typeface="Arial" Height="35"/>',
        '    </Fonts>',
        '  </FileHeader>',
        '  <FileBody>',
        '    ',
      ].join('\n'),
      footer: '\n  </FileBody>\n</XIF>\n',
    };
  },
});
