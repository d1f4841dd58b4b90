import { Prisma } from '../../generated/prisma/client';

/** The longest search term taken; longer ones are cut (no name, username or e-mail is longer). */
export const searchTermLimit = 100;

/** Every accented Latin letter (Vietnamese ones included) and the plain letter it folds to. */
function accentFolding(): { from: string; to: string } {
  let from = 'Đđ';
  let to = 'dd';
  const ranges: [number, number][] = [
    [0xc0, 0x24f],
    [0x1e00, 0x1eff],
  ];
  for (const [start, end] of ranges) {
    for (let code = start; code <= end; code++) {
      const letter = String.fromCodePoint(code);
      const base = letter.normalize('NFD').replace(/[\u0300-\u036f]/g, '');
      if (base !== letter && /^[a-z]$/i.test(base)) {
        from += letter;
        to += base.toLowerCase();
      }
    }
  }
  return { from, to };
}

const folding = accentFolding();

/** "Trần Thị HOA" -> "tran thi hoa": what both sides of the comparison are reduced to. */
export function foldForSearch(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/đ/gi, 'd')
    .toLowerCase();
}

/**
 * The SQL condition "the owner's name, username or e-mail contains the term", ignoring case and
 * accents. Postgres' translate() folds the column (no unaccent extension, which PGlite lacks).
 */
export function ownerMatchSql(term: string): Prisma.Sql {
  const escaped = foldForSearch(term.slice(0, searchTermLimit)).replace(/[\\%_]/g, '\\$&');
  const pattern = `%${escaped}%`;
  const folded = (column: Prisma.Sql) =>
    Prisma.sql`lower(translate(${column}, ${folding.from}, ${folding.to})) LIKE ${pattern}`;
  return Prisma.sql`(${folded(Prisma.sql`u.name`)} OR ${folded(Prisma.sql`u.username`)} OR ${folded(Prisma.sql`u.email`)})`;
}
