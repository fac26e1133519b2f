//! The Gobblet notation (documented in `docs/notation.md`): positions such as
//! `..../.(B1W3)../..../W4... W:443 B:444 B`, moves such as `4a1` and `a1-b2`.

use crate::error::ParseError;
use crate::notation::Notation;
use crate::player::Player;

use super::colour_name;
use super::moves::Move;
use super::position::Gobblet;
use super::size::Size;
use super::square::{Bitboard, Square};

impl Notation for Gobblet {
    fn parse_position(text: &str) -> Result<Self, ParseError> {
        parse_position(text)
    }

    fn format_position(&self) -> String {
        format_position(self)
    }

    fn parse_move(text: &str) -> Result<Move, ParseError> {
        parse_move(text)
    }

    fn parse_square(text: &str) -> Result<Square, ParseError> {
        let chars: Vec<char> = text.chars().collect();
        let (start, end) = trimmed(&chars);
        if start == end {
            return Err(ParseError::new(0, "empty square: expected a1 to d4"));
        }
        let square = square_at(&chars, start)?;
        expect_end(&chars[..end], start + 2, "square")?;
        Ok(square)
    }
}

/// The letter of a colour in the notation.
const fn colour_letter(player: Player) -> char {
    match player {
        Player::One => 'W',
        Player::Two => 'B',
    }
}

fn colour_of(c: char) -> Option<Player> {
    match c {
        'W' | 'w' => Some(Player::One),
        'B' | 'b' => Some(Player::Two),
        _ => None,
    }
}

/// Writes the one-line position string.
pub fn format_position(position: &Gobblet) -> String {
    let mut out = String::with_capacity(48);
    for rank in (0..4).rev() {
        for file in 0..4 {
            let Some(square) = Square::new(file, rank) else {
                continue;
            };
            let stack: Vec<_> = position.stack(square).collect();
            if stack.len() > 1 {
                out.push('(');
            }
            if stack.is_empty() {
                out.push('.');
            }
            for piece in &stack {
                out.push(colour_letter(piece.owner));
                out.push((b'0' + piece.size.get()) as char);
            }
            if stack.len() > 1 {
                out.push(')');
            }
        }
        if rank > 0 {
            out.push('/');
        }
    }
    for player in Player::BOTH {
        out.push(' ');
        out.push(colour_letter(player));
        out.push(':');
        for &count in position.external_stacks(player) {
            out.push((b'0' + count) as char);
        }
    }
    out.push(' ');
    out.push(colour_letter(position.side()));
    out
}

/// The first and one-past-last non-whitespace character indexes.
fn trimmed(chars: &[char]) -> (usize, usize) {
    let start = chars
        .iter()
        .position(|c| !c.is_whitespace())
        .unwrap_or(chars.len());
    let end = chars
        .iter()
        .rposition(|c| !c.is_whitespace())
        .map_or(start, |i| i + 1);
    (start, end)
}

/// Fails unless `chars` ends at `at`.
fn expect_end(chars: &[char], at: usize, what: &str) -> Result<(), ParseError> {
    match chars.get(at) {
        None => Ok(()),
        Some(c) => Err(ParseError::new(
            at,
            format!("unexpected {c:?} after the {what}"),
        )),
    }
}

/// Reads a square name (file `a`–`d`, rank `1`–`4`) at `at`.
fn square_at(chars: &[char], at: usize) -> Result<Square, ParseError> {
    let file = match chars.get(at) {
        Some(c @ ('a'..='d' | 'A'..='D')) => c.to_ascii_lowercase() as u8 - b'a',
        Some(c) => {
            return Err(ParseError::new(
                at,
                format!("expected a file a-d, found {c:?}"),
            ))
        }
        None => return Err(ParseError::new(at, "expected a square such as b3")),
    };
    let rank = match chars.get(at + 1) {
        Some(c @ '1'..='4') => *c as u8 - b'1',
        Some(c) => {
            return Err(ParseError::new(
                at + 1,
                format!("expected a rank 1-4, found {c:?}"),
            ))
        }
        None => {
            return Err(ParseError::new(
                at + 1,
                "expected a rank 1-4 after the file",
            ))
        }
    };
    Square::new(file, rank).ok_or_else(|| ParseError::new(at, "no such square"))
}

/// Parses a move: `4a1` or `4@a1` (enter), `a1-b2` or `a1b2` (board move).
pub fn parse_move(text: &str) -> Result<Move, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let (start, end) = trimmed(&chars);
    let chars = &chars[..end];
    match chars.get(start) {
        None => Err(ParseError::new(
            0,
            "empty move: expected e.g. 4a1 (enter a size-4 piece on a1) or a1-b2 (move a piece)",
        )),
        Some(c) if c.is_ascii_digit() => {
            let size = Size::new(*c as u8 - b'0').ok_or_else(|| {
                ParseError::new(start, format!("no piece has size {c}: sizes are 1 to 4"))
            })?;
            let mut at = start + 1;
            if chars.get(at) == Some(&'@') {
                at += 1;
            }
            let to = square_at(chars, at)?;
            expect_end(chars, at + 2, "move")?;
            Ok(Move::Enter { size, to })
        }
        Some(c) if c.is_ascii_alphabetic() => {
            let from = square_at(chars, start)?;
            let mut at = start + 2;
            match chars.get(at) {
                Some('-') => at += 1,
                None => {
                    return Err(ParseError::new(
                        at,
                        "a board move needs a target square, e.g. a1-b2",
                    ))
                }
                _ => {}
            }
            let to = square_at(chars, at)?;
            expect_end(chars, at + 2, "move")?;
            Ok(Move::Board { from, to })
        }
        Some(c) => Err(ParseError::new(
            start,
            format!("unexpected {c:?}: a move starts with a size (4a1) or a square (a1-b2)"),
        )),
    }
}

/// The whitespace-separated fields of `text` with their starting columns.
fn fields(chars: &[char]) -> Vec<(usize, &[char])> {
    let mut out = Vec::new();
    let mut i = 0;
    while i < chars.len() {
        if chars[i].is_whitespace() {
            i += 1;
            continue;
        }
        let start = i;
        while i < chars.len() && !chars[i].is_whitespace() {
            i += 1;
        }
        out.push((start, &chars[start..i]));
    }
    out
}

/// Parses and validates a position string.
pub fn parse_position(text: &str) -> Result<Gobblet, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let fields = fields(&chars);
    let missing = |what: &str| ParseError::new(chars.len(), format!("missing {what}"));
    let &(board_col, board_text) = fields
        .first()
        .ok_or_else(|| missing("the board, e.g. ..../..../..../.... W:444 B:444 W"))?;
    let pieces = parse_board(board_text).map_err(|e| e.shifted(board_col))?;
    let mut reserve = [[0u8; 3]; 2];
    let mut stacks = [0u8; 2];
    let mut reserve_cols = [0usize; 2];
    for player in Player::BOTH {
        let p = player.index();
        let &(col, text) = fields.get(1 + p).ok_or_else(|| {
            missing(&format!(
                "{}'s external stacks, e.g. {}:444",
                colour_name(player),
                colour_letter(player)
            ))
        })?;
        let (counts, n) = parse_reserve(text, player).map_err(|e| e.shifted(col))?;
        reserve[p] = counts;
        stacks[p] = n;
        reserve_cols[p] = col;
    }
    let &(side_col, side_text) = fields
        .get(3)
        .ok_or_else(|| missing("the side to move, W or B"))?;
    let side_word: String = side_text.iter().collect::<String>().to_ascii_lowercase();
    let side = match side_word.as_str() {
        "w" | "white" => Player::One,
        "b" | "black" => Player::Two,
        _ => {
            return Err(ParseError::new(
                side_col,
                format!("expected the side to move, W or B, found {side_word:?}"),
            ))
        }
    };
    if let Some(&(col, _)) = fields.get(4) {
        return Err(ParseError::new(
            col,
            "unexpected text after the side to move",
        ));
    }
    for player in Player::BOTH {
        let p = player.index();
        check_reserve(
            &pieces[p],
            &mut reserve[p],
            stacks[p],
            player,
            board_col,
            reserve_cols[p],
        )?;
    }
    Ok(Gobblet::from_parts(pieces, reserve, stacks, side))
}

/// Reads one piece (`W3`, `b1`) at `at`.
fn piece_at(chars: &[char], at: usize) -> Result<(Player, Size), ParseError> {
    let colour = chars
        .get(at)
        .and_then(|&c| colour_of(c))
        .ok_or_else(|| ParseError::new(at, "expected a piece such as W4 or B2"))?;
    match chars.get(at + 1) {
        Some(&c) => Size::new((c as u32).wrapping_sub('0' as u32).min(9) as u8)
            .map(|size| (colour, size))
            .ok_or_else(|| {
                ParseError::new(
                    at + 1,
                    format!("expected a size 1-4 after {:?}, found {c:?}", chars[at]),
                )
            }),
        None => Err(ParseError::new(
            at + 1,
            format!("expected a size 1-4 after {:?}", chars[at]),
        )),
    }
}

/// Parses the board field: four ranks (rank 4 first) of four squares, separated by `/`.
fn parse_board(chars: &[char]) -> Result<[[Bitboard; 4]; 2], ParseError> {
    let mut pieces = [[0 as Bitboard; 4]; 2];
    let mut rank: u8 = 3;
    let mut file: u8 = 0;
    let mut i = 0;
    while i < chars.len() {
        if chars[i] == '/' {
            rank = next_rank(i, rank, file)?;
            file = 0;
            i += 1;
            continue;
        }
        let square = Square::new(file, rank).ok_or_else(|| {
            ParseError::new(i, format!("rank {} has more than 4 squares", rank + 1))
        })?;
        i = parse_square(chars, i, square, &mut pieces)?;
        file += 1;
    }
    if rank != 0 || file != 4 {
        return Err(ParseError::new(
            chars.len(),
            "the board ends early: expected 4 ranks of 4 squares separated by '/'",
        ));
    }
    Ok(pieces)
}

/// Checks the rank that a `/` at `at` closes is full and another follows; returns that next rank.
fn next_rank(at: usize, rank: u8, file: u8) -> Result<u8, ParseError> {
    if file != 4 {
        return Err(ParseError::new(
            at,
            format!("rank {} has {file} squares, expected 4", rank + 1),
        ));
    }
    if rank == 0 {
        return Err(ParseError::new(
            at,
            "too many ranks: the board has 4 ranks separated by '/'",
        ));
    }
    Ok(rank - 1)
}

/// Reads one square at `at` (`.`, a piece or a `(...)` stack) onto `square`; returns where the next one starts.
fn parse_square(
    chars: &[char],
    at: usize,
    square: Square,
    pieces: &mut [[Bitboard; 4]; 2],
) -> Result<usize, ParseError> {
    match chars[at] {
        '.' => Ok(at + 1),
        '(' => parse_stack(chars, at, square, pieces),
        c if colour_of(c).is_some() => {
            let (owner, size) = piece_at(chars, at)?;
            pieces[owner.index()][size.index()] |= square.bit();
            Ok(at + 2)
        }
        c => Err(ParseError::new(
            at,
            format!(
                "unexpected {c:?} in the board: expected '.', a piece such as W4 or b2, '(' or '/'"
            ),
        )),
    }
}

/// Reads the stack whose `(` is at `open`, bottom piece first, onto `square`; returns the index after its `)`.
fn parse_stack(
    chars: &[char],
    open: usize,
    square: Square,
    pieces: &mut [[Bitboard; 4]; 2],
) -> Result<usize, ParseError> {
    let mut i = open + 1;
    let mut below: Option<Size> = None;
    loop {
        match chars.get(i) {
            Some(')') => break,
            None => return Err(ParseError::new(open, "this '(' is never closed by ')'")),
            Some(&c) if colour_of(c).is_none() => {
                return Err(ParseError::new(
                    i,
                    format!("expected a piece or ')' to close the stack opened at column {open}, found {c:?}"),
                ))
            }
            Some(_) => {
                let (owner, size) = piece_at(chars, i)?;
                if below.is_some_and(|b| b >= size) {
                    return Err(ParseError::new(
                        i,
                        "a stack must grow from bottom to top: a piece only covers smaller ones",
                    ));
                }
                below = Some(size);
                pieces[owner.index()][size.index()] |= square.bit();
                i += 2;
            }
        }
    }
    if below.is_none() {
        return Err(ParseError::new(
            open,
            "empty stack '()': write '.' for an empty square",
        ));
    }
    Ok(i + 1)
}

/// Parses `W:443`: the colour, then one digit (pieces left, 0–4) per external stack.
fn parse_reserve(chars: &[char], player: Player) -> Result<([u8; 3], u8), ParseError> {
    let letter = colour_letter(player);
    let name = colour_name(player);
    if chars.first().and_then(|&c| colour_of(c)) != Some(player) || chars.get(1) != Some(&':') {
        return Err(ParseError::new(
            0,
            format!("expected {name}'s external stacks, e.g. {letter}:444"),
        ));
    }
    let digits = &chars[2..];
    if digits.is_empty() || digits.len() > 3 {
        return Err(ParseError::new(
            2,
            format!(
                "{name} has 1 to 3 external stacks: write one digit (pieces left, 0-4) per stack, e.g. {letter}:444"
            ),
        ));
    }
    let mut counts = [0u8; 3];
    for (i, &c) in digits.iter().enumerate() {
        counts[i] = match c {
            '0'..='4' => c as u8 - b'0',
            _ => {
                return Err(ParseError::new(
                    2 + i,
                    format!("expected the pieces left in a stack, 0 to 4, found {c:?}"),
                ))
            }
        };
    }
    Ok((counts, digits.len() as u8))
}

/// Checks that a player's external stacks hold exactly the pieces that are not on the board,
/// and sorts them largest first.
fn check_reserve(
    board: &[Bitboard; 4],
    reserve: &mut [u8; 3],
    stacks: u8,
    player: Player,
    board_col: usize,
    reserve_col: usize,
) -> Result<(), ParseError> {
    let name = colour_name(player);
    let n: [u8; 4] = board.map(|bb| bb.count_ones() as u8);
    if n[3] > stacks {
        return Err(ParseError::new(
            board_col,
            format!(
                "{name} has {} size-4 pieces on the board but only {stacks} external stack{}",
                n[3],
                if stacks == 1 { "" } else { "s" }
            ),
        ));
    }
    for k in 0..3 {
        if n[k] > n[k + 1] {
            return Err(ParseError::new(
                board_col,
                format!(
                    "{name} has more size-{} pieces on the board ({}) than size-{} pieces ({}): a piece leaves its stack only after the larger one above it",
                    k + 1,
                    n[k],
                    k + 2,
                    n[k + 1]
                ),
            ));
        }
    }
    // A stack has fewer than k pieces once its size-k piece is out, so n[k-1] stacks have
    // fewer than k pieces.
    let mut expected = [0u8; 3];
    let mut i = 0;
    let mut push = |count: u8, how_many: u8| {
        for _ in 0..how_many {
            if i < 3 {
                expected[i] = count;
                i += 1;
            }
        }
    };
    push(4, stacks - n[3]);
    push(3, n[3] - n[2]);
    push(2, n[2] - n[1]);
    push(1, n[1] - n[0]);
    push(0, n[0]);
    let used = stacks as usize;
    reserve[..used].sort_unstable_by(|a, b| b.cmp(a));
    if reserve[..used] != expected[..used] {
        let digits = |r: &[u8]| r.iter().map(|d| (b'0' + d) as char).collect::<String>();
        return Err(ParseError::new(
            reserve_col,
            format!(
                "{name}'s external stacks must be {} to match the pieces on the board, not {}",
                digits(&expected[..used]),
                digits(&reserve[..used])
            ),
        ));
    }
    Ok(())
}
