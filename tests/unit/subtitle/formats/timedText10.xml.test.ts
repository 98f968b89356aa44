import { describe, expect, it } from 'vitest';
import { SubtitleFormatError } from '../../../../shared/subtitle/errors';
import { decodeXmlEntities, tokenizeXml } from '../../../../shared/subtitle/formats/xml/tokenizer';
import { parseXmlDocument, XML_NAMESPACE } from '../../../../shared/subtitle/formats/xml/tree';

describe('XML tokenizer', () => {
  it('gives tags, attributes and decoded text with source offsets', () => {
    const source =
      '<?xml version="1.0"?><!DOCTYPE tt [<!ENTITY a "<>">]><a x="1 &amp; 2" y=\'q\'>t&lt;<![CDATA[<raw>]]><!-- c --><b/></a>';
    const tokens = tokenizeXml(source);
    expect(tokens.map((t) => t.kind)).toEqual(['open', 'text', 'text', 'open', 'close']);
    expect(tokens[0]).toMatchObject({
      name: 'a',
      attributes: [
        { name: 'x', value: '1 & 2' },
        { name: 'y', value: 'q' },
      ],
    });
    expect(tokens[1]).toMatchObject({ text: 't<' });
    expect(tokens[2]).toMatchObject({ text: '<raw>' });
    expect(tokens[3]).toMatchObject({ name: 'b', selfClosing: true });
    const last = tokens[4];
    expect(source.slice(last?.start, last?.end)).toBe('</a>');
  });

  it('never expands DOCTYPE entities and leaves unknown references as written', () => {
    expect(decodeXmlEntities('&a; &#65;&#x42; &#0; &#xD800;')).toBe('&a; AB &#0; &#xD800;');
  });

  it('throws SubtitleFormatError on malformed markup', () => {
    for (const bad of [
      '<a',
      '<a x=1>',
      '<a x>',
      '<a x="1>',
      '<!-- open',
      '<![CDATA[x',
      '</ a>',
      '<a x="<"/>',
    ]) {
      expect(() => tokenizeXml(bad), bad).toThrow(SubtitleFormatError);
    }
  });

  it('resolves namespaces; unprefixed attributes are in no namespace', () => {
    const root = parseXmlDocument(
      '<r xmlns="urn:d" xmlns:p="urn:p" a="1" p:b="2" xml:id="i"><p:c/></r>',
    );
    expect(root.namespace).toBe('urn:d');
    expect([...root.attributes.keys()]).toEqual(['{}a', '{urn:p}b', `{${XML_NAMESPACE}}id`]);
    expect(root.children[0]).toMatchObject({ namespace: 'urn:p', localName: 'c' });
    expect(() => parseXmlDocument('<q:r/>')).toThrow(SubtitleFormatError);
    expect(() => parseXmlDocument('<a></b>')).toThrow(SubtitleFormatError);
    expect(() => parseXmlDocument('<a/><b/>')).toThrow(SubtitleFormatError);
  });

  it('stays linear on hostile input', () => {
    const started = performance.now();
    const wide = `<r>${'<e xmlns:a="urn:a" a:x="1"/>'.repeat(20000)}</r>`;
    expect(parseXmlDocument(wide).children).toHaveLength(20000);
    expect(() => tokenizeXml(`<a b="${'x'.repeat(500000)}`)).toThrow(SubtitleFormatError);
    expect(performance.now() - started).toBeLessThan(4000);
  });
});
