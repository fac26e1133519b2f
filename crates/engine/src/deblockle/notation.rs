//! Deblockle's text notation (see `docs/notation.md`, section Deblockle).
//!
//! - A block: owner `G`/`B`, square, `:`, top face letter, `/`, north face letter —
//!   `Gc1:X/L` is a Gold block on c1 with X up and Slider facing north.
//! - A position: the blocks on the board separated by commas, the blocks removed as
//!   `gold-blue`, the side to move, and `no-adjacent` when that variant is on:
//!   `Gc1:S/L,Ge1:S/L,Bc7:S/H,Be7:S/H 0-0 gold`.
//! - A move: square, `^`, tip direction, then `-` and the hop's square unless the face
//!   turned up is Stop or the tip removes the block: `c3^n-c5`, `c3^e`, `pass`.
//!
//! Face letters: `S` Star, `T` sTop, `C` Cross, `X` X, `L` sLider, `H` Hoops.

use std::fmt;

use super::face::Face;
use super::moves::Move;
use super::orientation::Orientation;
use super::position::{colour, Block, Deblockle, PositionError};
use super::square::{Direction, Square};
use crate::error::ParseError;
use crate::notation::Notation;
use crate::player::Player;

impl fmt::Display for Block {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let owner = match self.owner {
            Player::One => 'G',
            Player::Two => 'B',
        };
        write!(
            f,
            "{owner}{}:{}/{}",
            self.square,
            self.orientation.top().letter(),
            self.orientation.north().letter()
        )
    }
}

impl fmt::Display for Deblockle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        f.write_str(&self.format_position())
    }
}

/// Parses a square, with errors pointing into `text` from column `at`.
fn square_at(text: &str, at: usize) -> Result<Square, ParseError> {
    Square::parse(text).map_err(|e| e.shifted(at))
}

/// Parses a move string (syntax only): `pass`, `c3^n`, `c3^n-c5`.
pub fn parse_move(text: &str) -> Result<Move, ParseError> {
    let lead = text.chars().take_while(|c| c.is_whitespace()).count();
    let t = text.trim();
    if t.is_empty() {
        return Err(ParseError::new(
            0,
            "empty move: expected e.g. c3^n-c5, c3^n or pass",
        ));
    }
    if t == "pass" {
        return Ok(Move::Pass);
    }
    let chars: Vec<char> = t.chars().collect();
    let err = |col: usize, msg: String| Err(ParseError::new(lead + col, msg));
    let from_text: String = chars.iter().take(2).collect();
    let from = square_at(&from_text, lead)?;
    match chars.get(2) {
        Some('^') => {}
        Some(c) => return err(2, format!("expected '^' after the square, found {c:?}")),
        None => {
            return err(
                2,
                "expected '^' and a tip direction after the square".into(),
            )
        }
    }
    let dir = match chars.get(3) {
        Some(&c) => match Direction::from_letter(c) {
            Some(d) => d,
            None => {
                return err(
                    3,
                    format!("expected a tip direction n, e, s or w, found {c:?}"),
                )
            }
        },
        None => return err(3, "expected a tip direction n, e, s or w".into()),
    };
    let hop = match chars.get(4) {
        None => None,
        Some('-') => {
            let hop_text: String = chars[5..].iter().collect();
            if hop_text.is_empty() {
                return err(5, "expected the hop's square after '-'".into());
            }
            Some(square_at(&hop_text, lead + 5)?)
        }
        Some(c) => return err(4, format!("expected '-' and the hop's square, found {c:?}")),
    };
    Ok(Move::Tip { from, dir, hop })
}

/// Parses one block token such as `Gc1:X/L`, with errors pointing from column `at`.
pub fn parse_block(text: &str, at: usize) -> Result<Block, ParseError> {
    let chars: Vec<char> = text.chars().collect();
    let err = |col: usize, msg: String| Err(ParseError::new(at + col, msg));
    let owner = match chars.first() {
        Some('G') => Player::One,
        Some('B') => Player::Two,
        Some(c) => return err(0, format!("expected a block's owner G or B, found {c:?}")),
        None => return err(0, "expected a block such as Gc1:X/L".into()),
    };
    let square_text: String = chars.iter().skip(1).take(2).collect();
    let square = square_at(&square_text, at + 1)?;
    if chars.get(3) != Some(&':') {
        return err(3, "expected ':' after the block's square".into());
    }
    let face_at = |i: usize| -> Result<Face, ParseError> {
        match chars.get(i) {
            Some(&c) => Face::from_letter(c).ok_or_else(|| {
                ParseError::new(
                    at + i,
                    format!("expected a face letter S, T, C, X, L or H, found {c:?}"),
                )
            }),
            None => Err(ParseError::new(
                at + i,
                "expected a face letter S, T, C, X, L or H",
            )),
        }
    };
    let top = face_at(4)?;
    if chars.get(5) != Some(&'/') {
        return err(
            5,
            "expected '/' and the north face after the top face".into(),
        );
    }
    let north = face_at(6)?;
    if chars.len() > 7 {
        return err(7, format!("unexpected {:?} after the block", chars[7]));
    }
    let orientation = Orientation::new(top, north).ok_or_else(|| {
        ParseError::new(
            at + 6,
            format!(
                "{} cannot face north with {} on top: the north face must touch the top face",
                north.name(),
                top.name()
            ),
        )
    })?;
    Ok(Block {
        owner,
        square,
        orientation,
    })
}

/// The whitespace-separated fields of `text` with their starting (character) columns.
fn fields(text: &str) -> Vec<(usize, String)> {
    let mut out: Vec<(usize, String)> = Vec::new();
    let mut current: Option<(usize, String)> = None;
    for (col, c) in text.chars().enumerate() {
        if c.is_whitespace() {
            if let Some(field) = current.take() {
                out.push(field);
            }
        } else {
            current
                .get_or_insert_with(|| (col, String::new()))
                .1
                .push(c);
        }
    }
    out.extend(current);
    out
}

/// Parses and validates a one-line position string.
pub fn parse_position(text: &str) -> Result<Deblockle, ParseError> {
    let fields = fields(text);
    let end = text.chars().count();
    let field = |i: usize, what: &str| -> Result<&(usize, String), ParseError> {
        fields
            .get(i)
            .ok_or_else(|| ParseError::new(end, format!("missing {what}")))
    };
    let (blocks_at, blocks_text) = field(0, "the blocks (e.g. Gc1:S/L,Bc7:S/H)")?;
    let blocks = parse_blocks(*blocks_at, blocks_text)?;
    let (removed_at, removed_text) = field(1, "the blocks removed (e.g. 0-0)")?;
    let removed = parse_removed(*removed_at, removed_text)?;
    let (side_at, side_text) = field(2, "the side to move (gold or blue)")?;
    let side = parse_side(*side_at, side_text)?;
    let no_adjacent = parse_variants(fields.get(3..).unwrap_or_default())?;
    Deblockle::new(&blocks, removed, side, no_adjacent).map_err(|e| {
        let column = match &e {
            PositionError::BlockCount { .. } | PositionError::BothFinished => *removed_at,
            PositionError::FinishedSideToMove(_) => *side_at,
            _ => *blocks_at,
        };
        ParseError::new(column, e.to_string())
    })
}

/// Parses the blocks field (`Gc1:S/L,Bc7:S/H`) starting at column `at`: no block on a star space, none twice on a square.
fn parse_blocks(at: usize, text: &str) -> Result<Vec<Block>, ParseError> {
    let mut blocks: Vec<Block> = Vec::new();
    let mut col = at;
    for token in text.split(',') {
        let block = parse_block(token, col)?;
        if block.square.is_star() {
            return Err(ParseError::new(
                col + 1,
                format!(
                    "a block on the star space {}: blocks never rest on a star space",
                    block.square
                ),
            ));
        }
        if blocks.iter().any(|b| b.square == block.square) {
            return Err(ParseError::new(
                col + 1,
                format!("two blocks on {}", block.square),
            ));
        }
        blocks.push(block);
        col += token.chars().count() + 1;
    }
    Ok(blocks)
}

/// Parses the blocks-removed field (`0-1`, gold then blue, each 0 to 4) starting at column `at`.
fn parse_removed(at: usize, text: &str) -> Result<[u8; 2], ParseError> {
    let removed_chars: Vec<char> = text.chars().collect();
    let digit = |i: usize| -> Result<u8, ParseError> {
        match removed_chars.get(i) {
            Some(&c) if ('0'..='4').contains(&c) => Ok(c as u8 - b'0'),
            _ => Err(ParseError::new(
                at + i,
                "expected the blocks removed as gold-blue, each 0 to 4 (e.g. 0-1)",
            )),
        }
    };
    let gold_removed = digit(0)?;
    if removed_chars.get(1) != Some(&'-') || removed_chars.len() != 3 {
        return Err(ParseError::new(
            at + 1,
            "expected the blocks removed as gold-blue, each 0 to 4 (e.g. 0-1)",
        ));
    }
    Ok([gold_removed, digit(2)?])
}

/// Parses the side to move (`gold` or `blue`) at column `at`.
fn parse_side(at: usize, text: &str) -> Result<Player, ParseError> {
    match text {
        "gold" => Ok(Player::One),
        "blue" => Ok(Player::Two),
        other => Err(ParseError::new(
            at,
            format!("expected the side to move, gold or blue, found {other:?}"),
        )),
    }
}

/// Parses the variant flags after the side to move; returns whether `no-adjacent` is on (given at most once).
fn parse_variants(flags: &[(usize, String)]) -> Result<bool, ParseError> {
    let mut no_adjacent = false;
    for (at, flag) in flags {
        match flag.as_str() {
            "no-adjacent" if !no_adjacent => no_adjacent = true,
            "no-adjacent" => return Err(ParseError::new(*at, "no-adjacent is given twice")),
            other => {
                return Err(ParseError::new(
                    *at,
                    format!("unknown variant {other:?}: the only one is no-adjacent"),
                ))
            }
        }
    }
    Ok(no_adjacent)
}

impl Notation for Deblockle {
    fn parse_position(text: &str) -> Result<Self, ParseError> {
        parse_position(text)
    }

    fn format_position(&self) -> String {
        // Never empty: a legal position has a block of at least one side on the board.
        let mut out = self
            .blocks()
            .map(|b| b.to_string())
            .collect::<Vec<_>>()
            .join(",");
        out.push_str(&format!(
            " {}-{} {}",
            self.removed[0],
            self.removed[1],
            colour(self.side)
        ));
        if self.no_adjacent {
            out.push_str(" no-adjacent");
        }
        out
    }

    fn parse_move(text: &str) -> Result<Move, ParseError> {
        parse_move(text)
    }

    fn parse_square(text: &str) -> Result<Square, ParseError> {
        let lead = text.chars().take_while(|c| c.is_whitespace()).count();
        Square::parse(text.trim()).map_err(|e| e.shifted(lead))
    }
}
