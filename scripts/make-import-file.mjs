// Writes a saved-games file of many short Gobblet games, as export_all_games writes them (one
// game after another, a blank line between): the import benchmark's and the import tests' file.
// By default 8,595 games in 1 MiB (1,048,576 bytes, the import's limit), each of two moves
// between two named people, the names padded so that the file fills the MiB.
// Usage: node scripts/make-import-file.mjs [--games N] [--bytes B] [--out FILE]   (default: stdout)
import { writeFileSync } from 'node:fs';

const args = process.argv.slice(2);
const option = (name, fallback) => {
  const at = args.indexOf(name);
  return at >= 0 ? args[at + 1] : fallback;
};

/** The file: `games` games in at most `bytes` bytes (as many as fit when they cannot all). */
export function makeImportFile(games = 8595, bytes = 1024 * 1024) {
  const squares = [];
  for (const file of 'abcd') for (const rank of '1234') squares.push(`${file}${rank}`);
  const game = (n, pad) => {
    // Two different squares for the two first moves: 16 x 15 openings, in turn.
    const first = squares[n % 16];
    const second = squares.filter((s) => s !== first)[Math.floor(n / 16) % 15];
    return (
      `[Game "gobblet"]\n[Setup "..../..../..../.... W:444 B:444 W"]\n` +
      `[White "Anna ${String(n).padStart(5, '0')}${' of the Gobblet club, Lee St'.slice(0, pad).trimEnd()}"]\n[Black "Bo"]\n\n4${first} 4${second}\n`
    );
  };
  const base = game(0, 0).length + 1;
  // A name has at most 40 characters: "Anna 00000" and up to 27 more words.
  const pad = Math.min(27, Math.max(0, Math.floor((bytes - games * base + 1) / games)));
  const parts = [];
  for (let n = 0; n < games; n++) parts.push(game(n, pad));
  return parts.join('\n');
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const text = makeImportFile(Number(option('--games', 8595)), Number(option('--bytes', 1024 * 1024)));
  const out = option('--out');
  if (out) writeFileSync(out, text);
  else process.stdout.write(text);
  if (out) console.error(`${out}: ${(text.match(/\[Game /g) ?? []).length} games, ${Buffer.byteLength(text)} bytes`);
}
