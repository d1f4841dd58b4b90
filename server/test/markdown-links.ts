import path from 'node:path';

/** Where a link points, and on which line of its file it was written. */
export interface MarkdownLink {
  target: string;
  line: number;
}

export interface LinkProblem extends MarkdownLink {
  file: string;
  problem: string;
}

/** The files a check may look at; an in-memory one in tests, node:fs for the repository. */
export interface DocumentFiles {
  exists(absolutePath: string): boolean;
  read(absolutePath: string): string;
}

const fence = /^ {0,3}(`{3,}|~{3,})/;

/** The text with fenced code blocks blanked out, lines and offsets kept. */
function withoutFences(markdown: string): string {
  let open: string | undefined;
  const lines = markdown.split('\n').map((line) => {
    const marker = fence.exec(line)?.[1];
    if (open) {
      if (marker && marker[0] === open[0] && marker.length >= open.length) open = undefined;
      return ' '.repeat(line.length);
    }
    if (marker) {
      open = marker;
      return ' '.repeat(line.length);
    }
    return line;
  });
  return lines.join('\n');
}

/** The text with fenced code blocks and code spans blanked out, lines and offsets kept. */
function withoutCode(markdown: string): string {
  return withoutFences(markdown).replace(/(`+)(?!`)[\s\S]*?[^`]\1(?!`)/g, (span) =>
    span.replace(/[^\n]/g, ' '),
  );
}

// Loose on purpose: a destination with a space, which markdown would not make a link of,
// is still reported rather than passed over.
const inlineLink = /\]\(((?:[^()\n]|\([^()\n]*\))*)\)/g;
const definition = /^ {0,3}\[[^\]]+\]:[ \t]*(<[^>\n]*>|\S+)/gm;
const autolink = /<([a-z][a-z0-9+.-]*:[^\s<>]*)>/gi;

/** A link's destination without its title (`[a](b.md "title")`) or angle brackets. */
function destination(written: string): string {
  const trimmed = written.trim();
  const parts = /^(<[^>]*>|\S+)(?:\s+(?:"[^"]*"|'[^']*'|\([^)]*\)))?$/.exec(trimmed);
  return (parts ? parts[1] : trimmed).replace(/^<(.*)>$/, '$1');
}

/** Every link target written in the markdown: inline links, images, definitions, autolinks. */
export function markdownLinks(markdown: string): MarkdownLink[] {
  const text = withoutCode(markdown);
  const lineOf = (index: number) => text.slice(0, index).split('\n').length;
  const links: { index: number; target: string }[] = [];
  for (const pattern of [inlineLink, definition, autolink]) {
    for (const match of text.matchAll(pattern)) {
      links.push({ index: match.index, target: destination(match[1]) });
    }
  }
  return links
    .sort((a, b) => a.index - b.index)
    .map(({ index, target }) => ({ target, line: lineOf(index) }));
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped, spaces to '-'. */
export function githubSlug(heading: string): string {
  const rendered = heading
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, '')
    .replace(/`/g, '');
  return rendered
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc} -]/gu, '')
    .replace(/ /g, '-');
}

/** The anchors a markdown file offers: its headings (repeats get -1, -2 …) and HTML ids. */
export function markdownAnchors(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of withoutFences(markdown).split('\n')) {
    const heading = /^ {0,3}#{1,6}[ \t]+(.*?)(?:[ \t]+#+)?[ \t]*$/.exec(line);
    if (heading) {
      const slug = githubSlug(heading[1]);
      const count = seen.get(slug) ?? 0;
      seen.set(slug, count + 1);
      anchors.add(count === 0 ? slug : `${slug}-${count}`);
    }
    for (const html of line.matchAll(/<[a-z]+[^>]*\s(?:id|name)="([^"]+)"/gi)) anchors.add(html[1]);
  }
  return anchors;
}

function safelyDecoded(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

function externalProblem(target: string): string | undefined {
  const scheme = /^([a-z][a-z0-9+.-]*):/i.exec(target)?.[1].toLowerCase();
  if (scheme === 'mailto') {
    return /^mailto:[^\s@]+@[^\s@]+\.[^\s@]+$/i.test(target) ? undefined : 'malformed mailto';
  }
  if (scheme !== 'http' && scheme !== 'https') return `unexpected scheme ${scheme}:`;
  if (!/^https?:\/\/[^\s/?#]+/i.test(target) || /\s/.test(target)) return 'malformed URL';
  try {
    const { hostname } = new URL(target);
    if (hostname !== 'localhost' && !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(hostname)) {
      return 'malformed host';
    }
  } catch {
    return 'malformed URL';
  }
  return undefined;
}

/**
 * The links of one markdown file that lead nowhere: a relative link whose file is missing
 * (or outside the repository), an anchor no heading of its target has, an external link that
 * is not a well-formed http(s) or mailto address. External links are never fetched.
 */
export function brokenLinks(
  file: string,
  markdown: string,
  files: DocumentFiles,
  repoRoot: string,
): LinkProblem[] {
  const problems: LinkProblem[] = [];
  for (const link of markdownLinks(markdown)) {
    const report = (problem: string) => problems.push({ file, ...link, problem });
    if (/^[a-z][a-z0-9+.-]*:/i.test(link.target)) {
      const problem = externalProblem(link.target);
      if (problem) report(problem);
      continue;
    }
    const hash = link.target.indexOf('#');
    const pathPart = hash === -1 ? link.target : link.target.slice(0, hash);
    const anchor = hash === -1 ? undefined : link.target.slice(hash + 1);
    let relative: string;
    try {
      relative = decodeURIComponent(pathPart.split('?')[0]);
    } catch {
      report('malformed path');
      continue;
    }
    const base = relative.startsWith('/') ? repoRoot : path.dirname(file);
    const resolved = relative === '' ? file : path.resolve(base, relative.replace(/^\/+/, ''));
    if (path.relative(repoRoot, resolved).startsWith('..')) {
      report('outside the repository');
      continue;
    }
    const sameFile = resolved === file;
    if (!sameFile && !files.exists(resolved)) {
      report('no such file');
      continue;
    }
    if (anchor === undefined) continue;
    if (!resolved.endsWith('.md')) {
      if (!/^L\d+(-L\d+)?$/.test(anchor)) report('anchor into a file that is not markdown');
      continue;
    }
    const targetText = sameFile ? markdown : files.read(resolved);
    if (!markdownAnchors(targetText).has(safelyDecoded(anchor))) {
      report('no such heading');
    }
  }
  return problems;
}
