import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../src/repo-root';
import {
  brokenLinks,
  githubSlug,
  markdownAnchors,
  markdownLinks,
  type DocumentFiles,
} from './markdown-links';

const onDisk: DocumentFiles = {
  exists: (file) => fs.existsSync(file),
  read: (file) => fs.readFileSync(file, 'utf8'),
};

const documents = [
  path.join(repoRoot, 'README.md'),
  ...fs
    .readdirSync(path.join(repoRoot, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => path.join(repoRoot, 'docs', name)),
];

describe('the README and docs/*.md', () => {
  it.each(documents.map((file) => [path.relative(repoRoot, file), file]))(
    '%s links only to files and headings that exist',
    (_name, file) => {
      const problems = brokenLinks(file, onDisk.read(file), onDisk, repoRoot);
      expect(problems).toEqual([]);
    },
  );

  it('finds the links of the README (the check above is not empty)', () => {
    const readme = onDisk.read(path.join(repoRoot, 'README.md'));
    expect(markdownLinks(readme).length).toBeGreaterThan(10);
  });

  it('README.md stays short enough for a newcomer (at most 12,500 bytes)', () => {
    expect(fs.statSync(path.join(repoRoot, 'README.md')).size).toBeLessThanOrEqual(12_500);
  });
});

describe('the link check', () => {
  const root = '/repo';
  const files = new Map<string, string>([
    ['/repo/docs/guide.md', '# Guide\n\n## Search (`bench:search`)\n\n## Setup\n\n## Setup\n'],
    ['/repo/server/src/main.ts', 'export {};\n'],
  ]);
  const memory: DocumentFiles = {
    exists: (file) => files.has(file) || [...files.keys()].some((f) => f.startsWith(`${file}/`)),
    read: (file) => files.get(file) ?? '',
  };
  const check = (markdown: string) =>
    brokenLinks('/repo/README.md', markdown, memory, root).map(({ target, problem }) => [
      target,
      problem,
    ]);

  it('accepts links to files, folders, headings and well-formed external addresses', () => {
    const markdown = [
      '# Start',
      'See [the guide](docs/guide.md), [search](docs/guide.md#search-benchsearch),',
      '[the second setup](docs/guide.md#setup-1), [main](server/src/main.ts#L1),',
      '[the server](server/src), [here](#start), <https://example.com/a?b=c>,',
      '[mail](mailto:hello@example.com) and ![a picture](./docs/guide.md "title").',
      '',
      '[ref]: https://nodejs.org/en/about/previous-releases',
    ].join('\n');
    expect(markdownLinks(markdown)).toHaveLength(10);
    expect(check(markdown)).toEqual([]);
  });

  it('names every broken link: missing file, missing heading, bad external address', () => {
    const markdown = [
      '# Start',
      'Read [gone](docs/gone.md) and [the guide](docs/guide.md#no-such-heading).',
      'Then [here](#nowhere), [up](../outside.md), [code](server/src/main.ts#main),',
      '[web](https://exa mple.com), [odd](ftp://example.com/x), [bare](http://nohost).',
      '',
      '[ref]: docs/missing.md',
    ].join('\n');
    expect(check(markdown)).toEqual([
      ['docs/gone.md', 'no such file'],
      ['docs/guide.md#no-such-heading', 'no such heading'],
      ['#nowhere', 'no such heading'],
      ['../outside.md', 'outside the repository'],
      ['server/src/main.ts#main', 'anchor into a file that is not markdown'],
      ['https://exa mple.com', 'malformed URL'],
      ['ftp://example.com/x', 'unexpected scheme ftp:'],
      ['http://nohost', 'malformed host'],
      ['docs/missing.md', 'no such file'],
    ]);
  });

  it('ignores links inside code', () => {
    const markdown = '```\n[x](missing.md)\n```\n\nRun `[y](missing.md)` as is.\n';
    expect(markdownLinks(markdown)).toEqual([]);
  });

  it('gives the line each link is on', () => {
    expect(markdownLinks('# T\n\ntext [a](a.md)\n\n[b](b.md)\n')).toEqual([
      { target: 'a.md', line: 3 },
      { target: 'b.md', line: 5 },
    ]);
  });
});

describe("GitHub's heading anchors", () => {
  it.each([
    ['Quick start', 'quick-start'],
    ['Search (`bench:search`)', 'search-benchsearch'],
    ['Libraries and what each is for', 'libraries-and-what-each-is-for'],
    ['The API in short', 'the-api-in-short'],
    ['`LOG_LEVEL` and [links](x.md)', 'log_level-and-links'],
    ['Xe máy: thuê xe', 'xe-máy-thuê-xe'],
  ])('%s -> #%s', (heading, slug) => {
    expect(githubSlug(heading)).toBe(slug);
  });

  it('numbers repeated headings and ignores headings in code', () => {
    const anchors = markdownAnchors('# A\n\n## A\n\n```\n# B\n```\n');
    expect([...anchors]).toEqual(['a', 'a-1']);
  });
});
