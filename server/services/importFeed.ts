import { XMLParser } from 'fast-xml-parser';

// Reads posts from an RSS 2.0 feed, an Atom feed or a WordPress export (WXR, which is RSS with
// wp: and content: elements). Each post keeps a stable guid (the feed's guid or id, else its link),
// which makes a second import of the same file add nothing.

export interface FeedPost {
  guid: string;
  title: string;
  contentHtml: string;
  /** UTC ISO 8601; the import time when the feed has no date. */
  created: string;
  author: string | null;
  visible: boolean;
}

export class FeedError extends Error {
  override readonly name = 'FeedError';
}

const parser = new XMLParser({
  ignoreAttributes: false,
  attributeNamePrefix: '@',
  textNodeName: '#text',
  // Post bodies are HTML inside CDATA or escaped text: keep them as strings, never as numbers.
  parseTagValue: false,
  trimValues: true,
  processEntities: true,
  htmlEntities: true,
  isArray: (name) => ['item', 'entry', 'link', 'category'].includes(name),
});

type Node = Record<string, unknown>;

function text(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (Array.isArray(value)) return text(value[0]);
  if (typeof value === 'object') return text((value as Node)['#text']);
  return '';
}

function isoDate(value: string, fallback: string): string {
  // WordPress writes "2024-05-01 10:00:00" (GMT) without a zone.
  const normalised = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value)
    ? `${value.replace(' ', 'T')}Z`
    : value;
  const time = Date.parse(normalised);
  return Number.isNaN(time) ? fallback : new Date(time).toISOString();
}

function rssPosts(channel: Node, now: string): FeedPost[] {
  const items = (channel.item as Node[] | undefined) ?? [];
  const posts: FeedPost[] = [];
  for (const item of items) {
    const postType = text(item['wp:post_type']);
    if (postType !== '' && postType !== 'post') continue; // pages, attachments, menu items
    const link = text(item.link);
    const guid = text(item.guid) || link;
    const title = text(item.title);
    if (guid === '' || title === '') continue;
    const status = text(item['wp:status']);
    posts.push({
      guid,
      title,
      contentHtml: text(item['content:encoded']) || text(item.description),
      created: isoDate(
        text(item['wp:post_date_gmt']) || text(item.pubDate) || text(item['dc:date']),
        now,
      ),
      author: text(item['dc:creator']) || text(item.author) || null,
      visible: status === '' || status === 'publish',
    });
  }
  return posts;
}

function atomLink(entry: Node): string {
  const links = (entry.link as Node[] | undefined) ?? [];
  const alternate = links.find((link) => !link['@rel'] || link['@rel'] === 'alternate') ?? links[0];
  return alternate ? text(alternate['@href']) : '';
}

function atomPosts(feed: Node, now: string): FeedPost[] {
  const entries = (feed.entry as Node[] | undefined) ?? [];
  const posts: FeedPost[] = [];
  for (const entry of entries) {
    const guid = text(entry.id) || atomLink(entry);
    const title = text(entry.title);
    if (guid === '' || title === '') continue;
    const author = entry.author as Node | undefined;
    posts.push({
      guid,
      title,
      contentHtml: text(entry.content) || text(entry.summary),
      created: isoDate(text(entry.published) || text(entry.updated), now),
      author: author ? text(author.name) || null : null,
      visible: true,
    });
  }
  return posts;
}

export function parseFeed(xml: string, now = new Date().toISOString()): FeedPost[] {
  let document: Node;
  try {
    document = parser.parse(xml) as Node;
  } catch (error) {
    throw new FeedError(`Not readable XML: ${(error as Error).message}`);
  }
  const rss = document.rss as Node | undefined;
  if (rss && typeof rss.channel === 'object' && rss.channel !== null)
    return rssPosts(rss.channel as Node, now);
  const feed = document.feed as Node | undefined;
  if (feed && typeof feed === 'object') return atomPosts(feed, now);
  throw new FeedError('Neither an RSS 2.0 feed, an Atom feed nor a WordPress export.');
}
